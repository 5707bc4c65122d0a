import type { ReactNode } from 'react';
import { ordersSummary } from '../format';
import type { OrderView } from '../order-views';
import type { useOrderLookup } from '../use-order-lookup';
import { LiveUpdatesBar } from './live-updates-bar';
import { OrdersLoading, OrdersLookupFailed } from './lookup-states';

/**
 * What a phone look-up shows once a number is submitted: loading, the failure alert, the screen's
 * own empty text, or each order (drawn by the screen, in the view this device may show) under the
 * live-updates bar.
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
  renderOrder: (view: OrderView) => ReactNode;
}) {
  const { orders, views, live } = lookup;
  if (lookup.phone === null) return null;
  if (orders.isPending) return <OrdersLoading />;
  if (orders.isError) {
    return <OrdersLookupFailed onRetry={() => void orders.refetch()} retrying={orders.isFetching} />;
  }
  if (!views || views.length === 0) return <>{empty}</>;
  return (
    <section aria-label={label} className="space-y-4">
      <LiveUpdatesBar summary={ordersSummary(views.length)} status={live.status} onRetry={live.retry} />
      {views.map((view) => renderOrder(view))}
    </section>
  );
}
