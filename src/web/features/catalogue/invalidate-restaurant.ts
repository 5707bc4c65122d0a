import type { QueryClient } from '@tanstack/react-query';
import { catalogueKeys, isRestaurantListKey } from './api/query-keys';

/**
 * Marks what a change to restaurant `id` makes out of date: the restaurant and its menu (refetched
 * at once while shown) and the home's lists (it may have opened or closed; refetched when the home
 * is shown again). Nothing else is touched: the 5-minute freshness holds everywhere else.
 */
export function invalidateRestaurant(queryClient: QueryClient, id: number): void {
  // The prefix ['/api/restaurants', id] covers the restaurant and ['/api/restaurants', id, 'menu'].
  void queryClient.invalidateQueries({ queryKey: catalogueKeys.restaurant(id) });
  void queryClient.invalidateQueries({ predicate: (query) => isRestaurantListKey(query.queryKey) });
}
