import { StatusMessage } from '../../components/ui/status-message';
import { LiveUpdatesBar } from '../../features/tracking/components/live-updates-bar';
import { OrdersLoading, OrdersLookupFailed } from '../../features/tracking/components/lookup-states';
import { OrderCard } from '../../features/tracking/components/order-card';
import { PhoneSearchForm } from '../../features/tracking/components/phone-search-form';
import { ordersSummary } from '../../features/tracking/format';
import { NO_ORDERS_FOR_PHONE } from '../../features/tracking/messages';
import { useOrderLookup } from '../../features/tracking/use-order-lookup';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /orders, "Your Orders" (SPEC section 2): find orders by phone, each with live tracking. */
export function OrdersPage() {
  useDocumentTitle('Your Orders');
  const lookup = useOrderLookup();
  const { orders, live } = lookup;

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-stone-900">Your Orders</h1>
        <p className="mt-2 text-stone-700">Enter the phone number you ordered with to see your orders.</p>
      </header>
      <PhoneSearchForm
        label="Find your orders"
        submitLabel="Find Orders"
        disableWhenEmpty
        searching={orders.isFetching && orders.isPending}
        onSearch={lookup.search}
      />
      {lookup.phone === null ? null : orders.isPending ? (
        <OrdersLoading />
      ) : orders.isError ? (
        <OrdersLookupFailed onRetry={() => void orders.refetch()} retrying={orders.isFetching} />
      ) : orders.data.length === 0 ? (
        <StatusMessage title={NO_ORDERS_FOR_PHONE} />
      ) : (
        <section aria-label="Orders found" className="space-y-4">
          <LiveUpdatesBar
            summary={ordersSummary(orders.data.length)}
            status={live.status}
            onRetry={live.retry}
          />
          {orders.data.map((order) => (
            <OrderCard key={order.id} order={order} driver={live.driverPositions.get(order.id)} />
          ))}
        </section>
      )}
    </div>
  );
}
