import { Navigation, Phone } from 'lucide-react';
import { useId } from 'react';
import type { DriverDelivery } from '#domain/driver-deliveries/responses.ts';
import { DELIVERY_INSTRUCTIONS_LABEL } from '#domain/ordering/order-notes.ts';
import { OrderCardFrame } from '#web/components/order-card-frame.tsx';
import { OrderNote } from '#web/components/order-note.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { statusLabel, statusTone } from '#web/features/driver-deliveries/delivery-steps.ts';
import { cashToCollect, payTotal } from '#web/features/driver-deliveries/money-text.ts';
import { navigationTarget, telHref } from '#web/features/driver-deliveries/navigation.ts';
import { clockTime } from '#web/lib/clock-time.ts';
import { type Fact, FactList } from '../fact-list';
import { DeliveryActions } from './delivery-actions';

/** One delivery the driver holds: where to collect, who and where to deliver to, what, the cash, and the next step. */
export function DeliveryCard({ delivery }: { delivery: DriverDelivery }) {
  const headingId = useId();
  const cash = cashToCollect(delivery);
  const navigation = navigationTarget(delivery);
  const customerTel = telHref(delivery.customerPhone);
  const restaurantTel = telHref(delivery.pickup.phone);
  const facts: Fact[] = [
    {
      label: 'Pickup',
      value: (
        <>
          <span className="font-semibold">{delivery.pickup.name}</span>
          {delivery.pickup.address ? <span className="block">{delivery.pickup.address}</span> : null}
          {restaurantTel ? (
            <a href={restaurantTel} className="focus-ring font-semibold text-brand-strong underline">
              Call restaurant
            </a>
          ) : null}
        </>
      ),
    },
    {
      label: 'Customer',
      value: (
        <>
          <span className="font-semibold">{delivery.customerName}</span>
          <span className="block">{delivery.customerAddress}</span>
        </>
      ),
    },
    {
      label: 'Payment',
      value: cash ? (
        <span className="font-semibold text-amber-900">Collect {cash} cash</span>
      ) : (
        'Paid by card: nothing to collect'
      ),
    },
    { label: 'Your pay', value: <span className="font-semibold">{payTotal(delivery)}</span> },
  ];
  if (delivery.readyBy && (delivery.status === 'preparing' || delivery.status === 'ready')) {
    facts.push({
      label: 'Ready by',
      value: <time dateTime={delivery.readyBy}>{clockTime(delivery.readyBy)}</time>,
    });
  }
  return (
    <OrderCardFrame
      headingId={headingId}
      title={`Order #${delivery.id}`}
      aside={<Badge tone={statusTone(delivery.status)}>{statusLabel(delivery.status)}</Badge>}
    >
      <FactList facts={facts} />
      <OrderNote label={DELIVERY_INSTRUCTIONS_LABEL} text={delivery.deliveryInstructions} />
      <ul className="divide-y divide-stone-100 rounded-lg bg-stone-50 px-3" aria-label="Items">
        {delivery.items.map((line, index) => (
          // An order's lines never change or reorder, and one dish may appear twice.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={`${line.name}-${index}`} className="py-2 text-stone-800">
            <span className="font-semibold">{line.quantity} ×</span> {line.name}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {navigation ? (
          <a
            href={navigation.url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('primary', 'md', 'flex-1 sm:flex-none')}
          >
            <Navigation className="size-4" aria-hidden="true" />
            {navigation.label}
            <span className="sr-only"> (opens your map app)</span>
          </a>
        ) : null}
        {customerTel ? (
          <a href={customerTel} className={buttonClass('secondary', 'md', 'flex-1 sm:flex-none')}>
            <Phone className="size-4" aria-hidden="true" />
            Call Customer
          </a>
        ) : null}
      </div>
      <div className="mt-auto flex flex-wrap gap-2 border-t border-stone-100 pt-3">
        <DeliveryActions delivery={delivery} />
      </div>
    </OrderCardFrame>
  );
}
