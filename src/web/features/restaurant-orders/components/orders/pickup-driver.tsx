import { Bike } from 'lucide-react';
import type { RestaurantOrder } from '#domain/restaurant-orders/responses.ts';

/** Who will collect a ready order, so the counter hands it to the right person. */
export function PickupDriver({ order }: { order: RestaurantOrder }) {
  const driver = order.driver;
  if (!driver) return <p className="text-sm font-medium text-amber-900">Waiting for a driver</p>;
  return (
    <p className="flex items-center gap-2 text-sm text-stone-800">
      <Bike className="size-4 shrink-0" aria-hidden="true" />
      <span>
        Driver: <span className="font-semibold">{driver.name}</span> · {driver.vehicleType}{' '}
        {driver.vehicleNumber}
      </span>
    </p>
  );
}
