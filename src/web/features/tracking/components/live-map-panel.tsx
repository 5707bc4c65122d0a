import { lazy, Suspense } from 'react';
import type { CustomerOrder } from '../../../../domain/customer-order';
import type { LatLng } from '../../../../domain/geo';
import { Skeleton } from '../../../components/ui/skeleton';
import { trackerPositions } from '../tracking-positions';
import { PositionsList } from './positions-list';
import type { MapPoint } from './tracker-map';

// Leaflet (about 150 KB with its CSS) loads only when a map is actually shown.
const TrackerMap = lazy(async () => ({ default: (await import('./tracker-map')).TrackerMap }));

const COLORS = { restaurant: '#c2410c', customer: '#15803d', driver: '#1d4ed8' } as const;

export type TrackedOrder = Pick<
  CustomerOrder,
  | 'id'
  | 'restaurantName'
  | 'customerAddress'
  | 'restaurantLatitude'
  | 'restaurantLongitude'
  | 'customerLatitude'
  | 'customerLongitude'
  | 'deliveryDistance'
>;

/** The live map of one order and, always, its positions and ETA as text. */
export function LiveMapPanel({ order, driver }: { order: TrackedOrder; driver: LatLng | undefined }) {
  const positions = trackerPositions(order, driver);
  const points: MapPoint[] = [];
  if (positions.restaurant) {
    points.push({
      key: 'restaurant',
      label: order.restaurantName,
      position: positions.restaurant,
      color: COLORS.restaurant,
    });
  }
  if (positions.customer) {
    points.push({ key: 'customer', label: 'You', position: positions.customer, color: COLORS.customer });
  }
  if (positions.driver) {
    points.push({ key: 'driver', label: 'Driver', position: positions.driver, color: COLORS.driver });
  }
  return (
    <div className="space-y-3">
      {points.length > 0 ? (
        <Suspense fallback={<Skeleton className="h-72 w-full sm:h-80" />}>
          <TrackerMap points={points} label={`Live map of order #${order.id}`} />
        </Suspense>
      ) : null}
      <PositionsList order={order} positions={positions} />
    </div>
  );
}
