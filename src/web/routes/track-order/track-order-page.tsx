import { useSearchParams } from 'wouter';
import { StatusMessage } from '../../components/ui/status-message';
import { orderTrackingPath } from '../../features/ordering/placed-orders';
import { usePlacedOrders } from '../../features/ordering/use-placed-orders';
import { FullTrackerLink } from '../../features/tracking/components/full-tracker-link';
import { OrderLookupResults } from '../../features/tracking/components/order-lookup-results';
import { OrderTracker } from '../../features/tracking/components/order-tracker';
import { PhoneSearchForm } from '../../features/tracking/components/phone-search-form';
import { NO_ORDERS_FOUND } from '../../features/tracking/messages';
import { useOrderLookup } from '../../features/tracking/use-order-lookup';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /track-order (SPEC section 2): enter a phone number, follow each of its orders. A ?phone= link
 * (e.g. from /order-tracking) opens with that number already looked up. Orders this device placed
 * show in full, the others in the phone view.
 */
export function TrackOrderPage() {
  useDocumentTitle('Track Your Order');
  const [searchParams] = useSearchParams();
  const initialPhone = searchParams.get('phone') ?? '';
  const placed = usePlacedOrders();
  const lookup = useOrderLookup(initialPhone, placed.entries);
  const { orders } = lookup;

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
      <OrderLookupResults
        lookup={lookup}
        label="Your orders"
        empty={
          <StatusMessage
            as="h2"
            title={NO_ORDERS_FOUND}
            description="We could not find any orders for this phone number. Check the number you ordered with."
          />
        }
        renderOrder={(view) => (
          <OrderTracker
            key={view.order.id}
            view={view}
            footer={<FullTrackerLink view={view} href={orderTrackingPath} />}
          />
        )}
      />
    </div>
  );
}
