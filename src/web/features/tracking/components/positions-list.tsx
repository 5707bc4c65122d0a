import type { CustomerOrder } from '../../../../domain/customer-order';
import { formatCoordinates, type TrackerPositions } from '../tracking-positions';

/**
 * The tracker's positions as text: what a screen reader reads instead of the map, and what everyone
 * reads when the map tiles cannot load.
 */
export function PositionsList({
  order,
  positions,
}: {
  order: Pick<CustomerOrder, 'restaurantName' | 'customerAddress'>;
  positions: TrackerPositions;
}) {
  const { restaurant, customer, driver, etaMinutes } = positions;
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-stone-900">Restaurant</dt>
      <dd className="text-stone-700">
        {order.restaurantName}
        {restaurant ? ` (${formatCoordinates(restaurant)})` : ' (position unknown)'}
      </dd>
      {customer ? (
        <>
          <dt className="font-semibold text-stone-900">Delivery to</dt>
          <dd className="text-stone-700">
            {order.customerAddress} ({formatCoordinates(customer)})
          </dd>
        </>
      ) : null}
      <dt className="font-semibold text-stone-900">Driver</dt>
      <dd className="text-stone-700">
        {driver ? formatCoordinates(driver) : 'Waiting for the driver’s position'}
      </dd>
      {etaMinutes !== null ? (
        <>
          {/* Travel only: the order's arrival time (kitchen plus travel) is shown beside the map. */}
          <dt className="font-semibold text-stone-900">Travel time</dt>
          <dd className="text-stone-700">
            about {etaMinutes} min {driver ? 'from the driver’s position' : 'from the restaurant'}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
