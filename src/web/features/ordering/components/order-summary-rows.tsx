import { formatUsd } from '#domain/shared/money.ts';
import { cn } from '#web/lib/cn.ts';
import type { OrderAmounts } from '../order-body';

interface OrderSummaryRowsProps {
  amounts: OrderAmounts;
  estimatedDelivery: string;
}

/** Subtotal, delivery fee, tip, total and the delivery estimate of an order about to be placed. */
export function OrderSummaryRows({ amounts, estimatedDelivery }: OrderSummaryRowsProps) {
  return (
    <dl className="space-y-2 text-stone-700">
      <SummaryRow term="Subtotal" testId="order-subtotal" value={formatUsd(amounts.subtotalCents)} />
      <SummaryRow
        term="Delivery fee"
        testId="order-delivery-fee"
        value={formatUsd(amounts.deliveryFeeCents)}
      />
      <SummaryRow term="Tip" testId="order-tip" value={formatUsd(amounts.tipCents)} />
      <SummaryRow
        term="Total"
        testId="order-total"
        value={formatUsd(amounts.totalCents)}
        className="border-t border-stone-200 pt-2 text-lg font-bold text-stone-900"
      />
      <SummaryRow term="Estimated delivery" value={estimatedDelivery} className="text-sm" />
    </dl>
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
    <div className={cn('flex justify-between', className)}>
      <dt>{term}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
