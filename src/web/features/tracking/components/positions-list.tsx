import type { OrderView } from '../order-views';
import { formatCoordinates, type TrackerPositions } from '../tracking-positions';
import { PositionAge } from './position-age';

/**
 * The tracker's positions as text: what a screen reader reads instead of the map, and what everyone
 * reads when the map tiles cannot load. The phone view has no customer or driver positions and
 * says where they are shown instead.
 */
export function PositionsList({ view, positions }: { view: OrderView; positions: TrackerPositions }) {
  const { order } = view;
  const { restaurant, customer, driver } = positions;
  const driverAt = view.kind === 'tracked' ? view.driver?.at : undefined;
  // Travel: from the driver (or the restaurant) in the full view; the phone view has the server's
  // restaurant-to-door minutes only.
  const travelMinutes = view.kind === 'tracked' ? positions.etaMinutes : order.etaMinutes;
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-stone-900">Restaurant</dt>
      <dd className="text-stone-700">
        {order.restaurantName}
        {restaurant ? ` (${formatCoordinates(restaurant)})` : ' (position unknown)'}
      </dd>
      <dt className="font-semibold text-stone-900">Delivery to</dt>
      <dd className="text-stone-700">
        {order.customerAddress}
        {customer ? ` (${formatCoordinates(customer)})` : null}
      </dd>
      <dt className="font-semibold text-stone-900">Driver</dt>
      <dd className="text-stone-700">
        {view.kind === 'phone' ? (
          'The driver’s live position is shown on the device that placed the order.'
        ) : driver ? (
          <>
            {formatCoordinates(driver)}
            {driverAt ? <PositionAge at={driverAt} className="block font-medium text-amber-900" /> : null}
          </>
        ) : (
          'No driver position yet'
        )}
      </dd>
      {travelMinutes !== null ? (
        <>
          {/* Travel only: the order's arrival time (kitchen plus travel) is shown beside the map. */}
          <dt className="font-semibold text-stone-900">Travel time</dt>
          <dd className="text-stone-700">
            about {travelMinutes} min {driver ? 'from the driver’s position' : 'from the restaurant'}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
