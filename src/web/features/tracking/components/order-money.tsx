import { formatAmount } from '#domain/shared/currency.ts';
import { cashDueSentence } from '#domain/tracking/order-outcome.ts';
import { includedTaxNote, moneyRows, type OrderAmounts, paymentMethodText } from '../money-rows';

interface OrderMoneyProps {
  order: OrderAmounts & {
    id: number;
    paymentMethod: string;
    /** A cash order not yet paid: what to have ready at the door; else null. */
    cashDue: string | null;
  };
}

/**
 * What the order costs, line by line, in its currency: the food, the promotion's discount, the
 * restaurant's delivery fee, the tax (added, or included in the prices), the tip and the total,
 * then how it is paid. A cash order still to pay says the amount to have ready, large, first.
 */
export function OrderMoney({ order }: OrderMoneyProps) {
  const taxNote = includedTaxNote(order);
  return (
    <section aria-label={`Payment of order #${order.id}`} className="space-y-2 text-sm">
      {order.cashDue ? (
        <p
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-lg font-semibold text-stone-900"
          data-testid="cash-due"
        >
          {cashDueSentence(order.cashDue, order.currency)}
        </p>
      ) : null}
      <dl className="space-y-1">
        {moneyRows(order).map(({ label, value }) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-stone-600">{label}</dt>
            <dd className="text-stone-900">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-1 font-semibold">
          <dt className="text-stone-900">Total</dt>
          <dd className="text-stone-900">{formatAmount(order.total, order.currency)}</dd>
        </div>
      </dl>
      {taxNote ? <p className="text-stone-600">{taxNote}</p> : null}
      <p className="text-stone-700" data-testid="payment-method">
        {paymentMethodText(order.paymentMethod)}
      </p>
    </section>
  );
}
