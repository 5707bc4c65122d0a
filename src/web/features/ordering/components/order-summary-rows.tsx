import { includedTaxNote, quoteLines } from '#domain/cart/cart-requests.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { QUOTE_PENDING } from '../messages';
import type { OrderQuoteState } from '../use-order-quote';

const testIds = {
  subtotal: 'order-subtotal',
  discount: 'order-discount',
  deliveryFee: 'order-delivery-fee',
  tax: 'order-tax',
  tip: 'order-tip',
  total: 'order-total',
} as const;

interface OrderSummaryRowsProps {
  priced: OrderQuoteState;
  estimatedDelivery: string;
  /** What the delivery line is called: "Scheduled for" an order for later. */
  deliveryTerm?: string;
}

/**
 * The money of an order about to be placed, as the server quoted it in the restaurant's currency:
 * Subtotal, Discount (named by its promotion, only when there is one), Delivery fee, Tax (a line
 * when it is added; a note under the total when the prices include it), Tip and Total, then the
 * delivery estimate. The last quote stays while the next is worked out; a failed one says so.
 */
export function OrderSummaryRows({
  priced,
  estimatedDelivery,
  deliveryTerm = 'Estimated delivery',
}: OrderSummaryRowsProps) {
  const quote = priced.shown;
  const taxNote = quote && !priced.error ? includedTaxNote(quote) : null;
  return (
    <div className="space-y-2 text-stone-700" aria-busy={priced.isUpdating}>
      <dl className="space-y-2">
        {quote && !priced.error
          ? quoteLines(quote).map((line) => (
              <SummaryRow
                key={line.key}
                term={line.label}
                value={line.amount}
                testId={testIds[line.key]}
                className={
                  line.key === 'total'
                    ? 'border-t border-stone-200 pt-2 text-lg font-bold text-stone-900'
                    : undefined
                }
              />
            ))
          : null}
      </dl>
      {taxNote ? (
        <p className="text-right text-sm text-stone-600" data-testid="order-tax-included">
          {taxNote}
        </p>
      ) : null}
      <dl>
        <SummaryRow term={deliveryTerm} value={estimatedDelivery} className="text-sm" />
      </dl>
      <div role="status" className="text-sm">
        {priced.error ? (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
            <p>{priced.error}</p>
            <Button variant="secondary" size="sm" onClick={priced.retry}>
              Try again
            </Button>
          </div>
        ) : quote ? null : (
          <p className="text-stone-600">{QUOTE_PENDING}</p>
        )}
      </div>
    </div>
  );
}

/** One line of the summary: what it is on the left, its amount on the right. */
function SummaryRow({
  term,
  value,
  testId,
  className,
}: {
  term: string;
  value: string;
  testId?: string;
  className?: string;
}) {
  return (
    <div className={cn('flex justify-between gap-3', className)}>
      <dt>{term}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
