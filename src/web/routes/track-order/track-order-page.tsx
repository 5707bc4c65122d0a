import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { paths } from '#web/app/paths.ts';
import { StatusMessage } from '#web/components/ui/status-message.tsx';
import { useSelectedCountry } from '#web/features/countries/country-context.tsx';
import { usePlacedOrders } from '#web/features/ordering/use-placed-orders.ts';
import { FullTrackerLink } from '#web/features/tracking/components/full-tracker-link.tsx';
import { OrderLookupResults } from '#web/features/tracking/components/order-lookup-results.tsx';
import { OrderTracker } from '#web/features/tracking/components/order-tracker.tsx';
import { PhoneSearchForm } from '#web/features/tracking/components/phone-search-form.tsx';
import { readPhoneEntry } from '#web/features/tracking/lookup-phone.ts';
import { NO_ORDERS_FOUND } from '#web/features/tracking/messages.ts';
import { useOrderLookup } from '#web/features/tracking/use-order-lookup.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

/**
 * /track-order (SPEC section 2): enter a phone number, follow each of its orders. A ?phone= link
 * (e.g. from /order-tracking) opens with that number already looked up. Orders this device placed
 * show in full, the others in the phone view. The number is read in the country chosen beside it,
 * at first the delivery country (Canada until the customer picks another).
 */
export function TrackOrderPage() {
  useDocumentTitle('Track Your Order');
  const [searchParams] = useSearchParams();
  const initialPhone = searchParams.get('phone') ?? '';
  const { country: selectedCountry } = useSelectedCountry();
  const [country, setCountry] = useState(selectedCountry.code);
  const placed = usePlacedOrders();
  const lookup = useOrderLookup(initialPhone, placed.entries, country);
  const initialEntry = readPhoneEntry(initialPhone, selectedCountry.code);
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
        initialError={initialEntry.kind === 'invalid' ? initialEntry.message : null}
        country={country}
        onCountryChange={setCountry}
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
            footer={<FullTrackerLink view={view} href={paths.trackedOrder} />}
          />
        )}
      />
    </div>
  );
}
