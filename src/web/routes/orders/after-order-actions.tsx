import { ReceiptLink } from '#web/features/tracking/components/receipt-link.tsx';
import { isFinishedStatus, type OrderView } from '#web/features/tracking/order-views.ts';
import { OrderAgainButton } from './order-again';

/**
 * What an order this device holds offers once it has ended, on /orders and the full tracker: its
 * receipt, and ordering the same again. Nothing for the phone view (no dishes, no token).
 */
export function AfterOrderActions({ view }: { view: OrderView }) {
  if (view.kind !== 'tracked' || !isFinishedStatus(view.order.status)) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <ReceiptLink view={view} />
      <OrderAgainButton order={view.order} />
    </div>
  );
}
