import { lazy, Suspense } from 'react';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import type { OrderView } from '../order-views';
import { trackerPositions } from '../tracking-positions';
import { PositionsList } from './positions-list';
import type { MapPoint } from './tracker-map';

// Leaflet (about 150 KB with its CSS) loads only when a map is actually shown.
const TrackerMap = lazy(async () => ({ default: (await import('./tracker-map')).TrackerMap }));

const COLORS = { restaurant: '#c2410c', customer: '#15803d', driver: '#1d4ed8' } as const;

/**
 * The live map of one order and, always, its positions and travel time as text. The full view
 * shows the customer and the driver, whose marker starts at its last known position and moves with
 * each live update; with no position yet there is no driver marker, and the text says so.
 */
export function LiveMapPanel({ view }: { view: OrderView }) {
  const { order } = view;
  const positions = trackerPositions(order, view.kind === 'tracked' ? view.driver : null);
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
      <PositionsList view={view} positions={positions} />
    </div>
  );
}
