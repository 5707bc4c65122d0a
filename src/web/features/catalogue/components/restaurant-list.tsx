import { useQuery } from '@tanstack/react-query';
import { SKELETON_RESTAURANT_CARDS } from '../../../../domain/constants';
import { StatusMessage } from '../../../components/ui/status-message';
import { restaurantsQuery } from '../api';
import type { Restaurant } from '../types';
import { RestaurantCard } from './restaurant-card';
import { RestaurantCardSkeleton } from './restaurant-card-skeleton';

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
const skeletonKeys = Array.from({ length: SKELETON_RESTAURANT_CARDS }, (_, i) => `restaurant-skeleton-${i}`);

interface RestaurantListProps {
  /** Narrows the loaded list (e.g. by category); all restaurants when absent. */
  filter?: (restaurant: Restaurant) => boolean;
}

export function RestaurantList({ filter }: RestaurantListProps) {
  const { data, isPending, isError, refetch, isFetching } = useQuery(restaurantsQuery());

  if (isPending) {
    return (
      <div role="status" aria-label="Loading restaurants" className={gridClass}>
        {skeletonKeys.map((key) => (
          <RestaurantCardSkeleton key={key} />
        ))}
      </div>
    );
  }

  if (isError) {
    return (
      <StatusMessage
        role="alert"
        title="We couldn't load restaurants"
        description="Please check your connection and try again."
      >
        <button type="button" className="btn-primary" onClick={() => refetch()} disabled={isFetching}>
          {isFetching ? 'Retrying…' : 'Try again'}
        </button>
      </StatusMessage>
    );
  }

  const restaurants = filter ? data.filter(filter) : data;
  if (restaurants.length === 0) {
    return <StatusMessage title="No restaurants found for the selected category." />;
  }

  return (
    <ul className={gridClass}>
      {restaurants.map((restaurant) => (
        <li key={restaurant.id}>
          <RestaurantCard restaurant={restaurant} />
        </li>
      ))}
    </ul>
  );
}
