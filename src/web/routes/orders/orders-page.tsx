import { paths } from '#web/app/paths.ts';
import { StatusMessage } from '#web/components/ui/status-message.tsx';
import { usePlacedOrders } from '#web/features/ordering/use-placed-orders.ts';
import { FullTrackerLink } from '#web/features/tracking/components/full-tracker-link.tsx';
import { OrderCard } from '#web/features/tracking/components/order-card.tsx';
import { OrderLookupResults } from '#web/features/tracking/components/order-lookup-results.tsx';
import { PhoneSearchForm } from '#web/features/tracking/components/phone-search-form.tsx';
import { NO_ORDERS_FOR_PHONE } from '#web/features/tracking/messages.ts';
import { useOrderLookup } from '#web/features/tracking/use-order-lookup.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { AfterOrderActions } from './after-order-actions';

/**
 * /orders, "Your Orders" (SPEC section 2): find orders by phone, each with live tracking. Orders
 * this device placed show in full (their tracking tokens are kept on the device), the others in
 * the phone view; once ended, they offer their receipt and "Order again".
 */
export function OrdersPage() {
  useDocumentTitle('Your Orders');
  const placed = usePlacedOrders();
  const lookup = useOrderLookup(null, placed.entries);
  const { orders } = lookup;

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
      <OrderLookupResults
        lookup={lookup}
        label="Orders found"
        empty={<StatusMessage title={NO_ORDERS_FOR_PHONE} />}
        renderOrder={(view) => (
          <OrderCard
            key={view.order.id}
            view={view}
            footer={<FullTrackerLink view={view} href={paths.trackedOrder} />}
            actions={<AfterOrderActions view={view} />}
          />
        )}
      />
    </div>
  );
}
