import type { ReactNode } from 'react';
import type { CustomerOrder } from '../../../../domain/customer-order';
import type { LatLng } from '../../../../domain/geo';
import { ordersSummary } from '../format';
import type { useOrderLookup } from '../use-order-lookup';
import { LiveUpdatesBar } from './live-updates-bar';
import { OrdersLoading, OrdersLookupFailed } from './lookup-states';

/**
 * What a phone look-up shows once a number is submitted: loading, the failure alert, the screen's
 * own empty text, or each order (drawn by the screen) under the live-updates bar.
 */
export function OrderLookupResults({
  lookup,
  label,
  empty,
  renderOrder,
}: {
  lookup: ReturnType<typeof useOrderLookup>;
  /** Accessible name of the results section. */
  label: string;
  empty: ReactNode;
  renderOrder: (order: CustomerOrder, driver: LatLng | undefined) => ReactNode;
}) {
  const { orders, live } = lookup;
  if (lookup.phone === null) return null;
  if (orders.isPending) return <OrdersLoading />;
  if (orders.isError) {
    return <OrdersLookupFailed onRetry={() => void orders.refetch()} retrying={orders.isFetching} />;
  }
  if (orders.data.length === 0) return <>{empty}</>;
  return (
    <section aria-label={label} className="space-y-4">
      <LiveUpdatesBar summary={ordersSummary(orders.data.length)} status={live.status} onRetry={live.retry} />
      {orders.data.map((order) => renderOrder(order, live.driverPositions.get(order.id)))}
    </section>
  );
}
