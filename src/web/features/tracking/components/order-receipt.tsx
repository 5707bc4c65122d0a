import { formatAmount } from '#domain/shared/currency.ts';
import { CANCELLED_BY_TEXT, refundSentence } from '#domain/tracking/order-outcome.ts';
import type { TrackedOrder } from '#domain/tracking/responses.ts';
import { moneyRows, paymentMethodText } from '../money-rows';
import { OrderItems } from './order-items';

/** '2026-05-01T11:50:00Z' -> 'May 1, 2026, 7:50 AM' in the browser's locale and time zone. */
function receiptDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

const rowClass = 'flex justify-between gap-4';

/**
 * An order's receipt, for the holder of its tracking token (issue "After the order", item 4): the
 * restaurant and its address, the order's number and date, each line with its options and total,
 * the money line by line, how it was paid and, for a cancelled order, where the money is. Every
 * amount in the order's currency. `receipt-sheet` is what the print stylesheet keeps on paper.
 */
export function OrderReceipt({ order }: { order: TrackedOrder }) {
  const money = (amount: string) => formatAmount(amount, order.currency);
  const { cancellation } = order;
  return (
    <article
      aria-label={`Receipt for order #${order.id}`}
      className="receipt-sheet space-y-6 rounded-xl border border-stone-200 bg-white p-6 text-stone-900"
    >
      <header>
        <h2 className="text-xl font-semibold">{order.restaurantName}</h2>
        {order.restaurantAddress ? <p className="text-stone-700">{order.restaurantAddress}</p> : null}
      </header>
      <dl className="space-y-1 text-sm">
        <div className={rowClass}>
          <dt className="text-stone-600">Order</dt>
          <dd className="font-medium">#{order.id}</dd>
        </div>
        <div className={rowClass}>
          <dt className="text-stone-600">Date</dt>
          <dd className="font-medium">
            <time dateTime={order.createdAt}>{receiptDate(order.createdAt)}</time>
          </dd>
        </div>
      </dl>
      <OrderItems items={order.items} currency={order.currency} label={`Items of order #${order.id}`} />
      <dl className="space-y-1 border-t border-stone-200 pt-3 text-sm">
        {moneyRows(order, { receipt: true }).map(({ label, value }) => (
          <div key={label} className={rowClass}>
            <dt className="text-stone-600">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
        <div className={`${rowClass} border-t border-stone-200 pt-1 text-base font-semibold`}>
          <dt>Total</dt>
          <dd className="tabular-nums">{money(order.total)}</dd>
        </div>
      </dl>
      <div className="space-y-1 text-sm">
        <p data-testid="payment-method">{paymentMethodText(order.paymentMethod)}</p>
        {cancellation ? (
          <>
            <p className="font-semibold">{CANCELLED_BY_TEXT[cancellation.by]}</p>
            <p data-testid="refund">{refundSentence(cancellation.refund, order.total, order.currency)}</p>
          </>
        ) : null}
      </div>
    </article>
  );
}
