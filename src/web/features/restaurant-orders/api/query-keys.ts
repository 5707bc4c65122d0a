import type { RestaurantOrderFilter } from '#domain/restaurant-orders/responses.ts';

// Query keys (they double as URLs, see urlFromQueryKey); the profile, the menu and the statement
// have theirs in web/lib, shared with the screens that show them too. Keys holding an object bring
// their own fetcher; invalidating their first part refreshes every variant.
export const boardKeys = {
  orders: ['/api/restaurant/orders'] as const,
  ordersByFilter: (filter: RestaurantOrderFilter) => ['/api/restaurant/orders', { filter }] as const,
  stats: ['/api/restaurant/stats'] as const,
  statsIn: (timeZone: string) => ['/api/restaurant/stats', { timeZone }] as const,
  analytics: ['/api/restaurant/analytics'] as const,
  analyticsIn: (timeZone: string) => ['/api/restaurant/analytics', { timeZone }] as const,
};
