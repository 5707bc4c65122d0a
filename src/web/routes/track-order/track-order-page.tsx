import { useSearchParams } from 'wouter';
import { StatusMessage } from '../../components/ui/status-message';
import { LiveUpdatesBar } from '../../features/tracking/components/live-updates-bar';
import { OrdersLoading, OrdersLookupFailed } from '../../features/tracking/components/lookup-states';
import { OrderTracker } from '../../features/tracking/components/order-tracker';
import { PhoneSearchForm } from '../../features/tracking/components/phone-search-form';
import { ordersSummary } from '../../features/tracking/format';
import { NO_ORDERS_FOUND } from '../../features/tracking/messages';
import { useOrderLookup } from '../../features/tracking/use-order-lookup';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /track-order (SPEC section 2): enter a phone number, follow each of its orders. A ?phone= link
 * (e.g. from /order-tracking) opens with that number already looked up.
 */
export function TrackOrderPage() {
  useDocumentTitle('Track Your Order');
  const [searchParams] = useSearchParams();
  const initialPhone = searchParams.get('phone') ?? '';
  const lookup = useOrderLookup(initialPhone);
  const { orders, live } = lookup;

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-stone-900">Track Your Order</h1>
        <p className="mt-2 text-stone-700">
          Enter the phone number you ordered with to follow your order from the kitchen to your door.
        </p>
      </header>
      <PhoneSearchForm
        label="Track your order"
        submitLabel="Track Order"
        initialPhone={initialPhone}
        searching={orders.isFetching && orders.isPending}
        onSearch={lookup.search}
      />
      {lookup.phone === null ? null : orders.isPending ? (
        <OrdersLoading />
      ) : orders.isError ? (
        <OrdersLookupFailed onRetry={() => void orders.refetch()} retrying={orders.isFetching} />
      ) : orders.data.length === 0 ? (
        <StatusMessage
          as="h2"
          title={NO_ORDERS_FOUND}
          description="We could not find any orders for this phone number. Check the number you ordered with."
        />
      ) : (
        <section aria-label="Your orders" className="space-y-4">
          <LiveUpdatesBar
            summary={ordersSummary(orders.data.length)}
            status={live.status}
            onRetry={live.retry}
          />
          {orders.data.map((order) => (
            <OrderTracker key={order.id} order={order} driver={live.driverPositions.get(order.id)} />
          ))}
        </section>
      )}
    </div>
  );
}
