import { formatUsd } from '#domain/shared/money.ts';
import type { OrderAmounts } from '../order-body';

interface OrderSummaryRowsProps {
  amounts: OrderAmounts;
  estimatedDelivery: string;
}

/** Subtotal, delivery fee, tip, total and the delivery estimate of an order about to be placed. */
export function OrderSummaryRows({ amounts, estimatedDelivery }: OrderSummaryRowsProps) {
  return (
    <dl className="space-y-2 text-stone-700">
      <div className="flex justify-between">
        <dt>Subtotal</dt>
        <dd data-testid="order-subtotal">{formatUsd(amounts.subtotalCents)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>Delivery fee</dt>
        <dd data-testid="order-delivery-fee">{formatUsd(amounts.deliveryFeeCents)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>Tip</dt>
        <dd data-testid="order-tip">{formatUsd(amounts.tipCents)}</dd>
      </div>
      <div className="flex justify-between border-t border-stone-200 pt-2 text-lg font-bold text-stone-900">
        <dt>Total</dt>
        <dd data-testid="order-total">{formatUsd(amounts.totalCents)}</dd>
      </div>
      <div className="flex justify-between text-sm">
        <dt>Estimated delivery</dt>
        <dd>{estimatedDelivery}</dd>
      </div>
    </dl>
  );
}
