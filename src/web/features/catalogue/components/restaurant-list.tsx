import type { ReactNode } from 'react';
import type { Restaurant } from '#domain/catalogue/responses.ts';
import { StatusMessage } from '#web/components/ui/status-message.tsx';
import { SKELETON_RESTAURANT_CARDS } from '#web/lib/ui-timings.ts';
import type { RestaurantReach } from '../restaurant-reach';
import { RestaurantCard } from './restaurant-card';
import { RestaurantCardSkeleton } from './restaurant-card-skeleton';

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
const skeletonKeys = Array.from({ length: SKELETON_RESTAURANT_CARDS }, (_, i) => `restaurant-skeleton-${i}`);

/** The restaurant cards; `empty` is shown instead when there are none. */
export function RestaurantList({
  restaurants,
  empty,
  reachOf,
}: {
  restaurants: readonly Restaurant[];
  empty: ReactNode;
  /** Each restaurant's distance to the customer's drop-off point, once they have one. */
  reachOf?: (restaurant: Restaurant) => RestaurantReach | null;
}) {
  if (restaurants.length === 0) return <>{empty}</>;
  return (
    <ul className={gridClass}>
      {restaurants.map((restaurant) => (
        <li key={restaurant.id}>
          <RestaurantCard restaurant={restaurant} reach={reachOf?.(restaurant) ?? null} />
        </li>
      ))}
    </ul>
  );
}

/** Six placeholder cards while the list loads (SPEC section 9). */
export function RestaurantListSkeleton() {
  return (
    <div role="status" aria-label="Loading restaurants" className={gridClass}>
      {skeletonKeys.map((key) => (
        <RestaurantCardSkeleton key={key} />
      ))}
    </div>
  );
}

export function RestaurantListError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <StatusMessage
      role="alert"
      title="We couldn't load restaurants"
      description="Please check your connection and try again."
    >
      <button type="button" className="btn-primary" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Try again'}
      </button>
    </StatusMessage>
  );
}
