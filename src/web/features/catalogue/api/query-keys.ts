import { restaurantKey } from '#web/lib/restaurant-query.ts';

// Query keys double as URLs (see urlFromQueryKey): ['/api/restaurants', 7] GETs /api/restaurants/7.
// One restaurant's key lives in web/lib (restaurant-query.ts), shared with the checkout steps.
// A restaurant's menu has its key in web/lib (menu-query.ts), shared with the restaurant's Menu tab.
// The per-country list has an object in its key (not part of the URL), so it brings its own fetcher;
// it still starts with '/api/restaurants', so invalidating that prefix refreshes every list.

export const catalogueKeys = {
  restaurants: ['/api/restaurants'] as const,
  /** The home's list: one country's restaurants, or all of them for null. */
  restaurantList: (country: string | null) => ['/api/restaurants', { country }] as const,
  restaurant: restaurantKey,
};

/** Whether `key` is one of the home's lists (any country, or all), not one restaurant or its menu. */
export function isRestaurantListKey(key: readonly unknown[]): boolean {
  return key[0] === catalogueKeys.restaurants[0] && typeof key[1] === 'object' && key[1] !== null;
}
