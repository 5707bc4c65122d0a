import type { Restaurant } from '#domain/catalogue/responses.ts';
import { deliveryReach } from '#domain/ordering/delivery-location.ts';
import type { LatLng } from '#domain/shared/geo.ts';

// How far each restaurant is from the customer's drop-off point, once they have one (remembered
// from a previous order or placed in this visit): the cards show the distance, and a restaurant
// whose delivery area does not reach the point says so and goes to the end of the list.

/** Word for word on the cards and the restaurant page. */
export const TOO_FAR_TO_DELIVER = 'Too far to deliver to you';

export interface RestaurantReach {
  /** Straight-line km from the restaurant to the drop-off; null when the restaurant has no position. */
  distanceKm: number | null;
  /** Beyond the restaurant's delivery radius. */
  tooFar: boolean;
}

type ReachRestaurant = Pick<Restaurant, 'latitude' | 'longitude' | 'deliveryRadiusKm'>;

/** The restaurant's reach to `dropoff`, or null when the customer has no drop-off point yet. */
export function restaurantReach(restaurant: ReachRestaurant, dropoff: LatLng | null): RestaurantReach | null {
  if (!dropoff) return null;
  const reach = deliveryReach(restaurant, dropoff);
  return { distanceKm: reach.distanceKm, tooFar: !reach.withinArea };
}

/** The same restaurants, those out of reach last; otherwise in the order given. */
export function sortByReach<T extends ReachRestaurant>(
  restaurants: readonly T[],
  dropoff: LatLng | null,
): T[] {
  if (!dropoff) return [...restaurants];
  const reachable: T[] = [];
  const tooFar: T[] = [];
  for (const restaurant of restaurants) {
    (restaurantReach(restaurant, dropoff)?.tooFar ? tooFar : reachable).push(restaurant);
  }
  return [...reachable, ...tooFar];
}

/** "2.4 km", one decimal. */
export function formatDistance(km: number): string {
  return `${km.toFixed(1)} km`;
}
