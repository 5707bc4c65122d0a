import type { RestaurantOrderFilter } from '#domain/restaurant-orders/responses.ts';
import type { StatementPeriod } from '#web/lib/statement-period.ts';

// Query keys (they double as URLs, see urlFromQueryKey); the profile and the menu have theirs in
// web/lib, shared with the screens that show them too. Keys holding an object bring their own
// fetcher; invalidating their first part refreshes every variant.
export const boardKeys = {
  orders: ['/api/restaurant/orders'] as const,
  ordersByFilter: (filter: RestaurantOrderFilter) => ['/api/restaurant/orders', { filter }] as const,
  stats: ['/api/restaurant/stats'] as const,
  statsIn: (timeZone: string) => ['/api/restaurant/stats', { timeZone }] as const,
  analytics: ['/api/restaurant/analytics'] as const,
  analyticsIn: (timeZone: string) => ['/api/restaurant/analytics', { timeZone }] as const,
  statement: ['/api/restaurant/statement'] as const,
  /** null: the server's default period (its last 30 days). */
  statementFor: (period: StatementPeriod | null) =>
    ['/api/restaurant/statement', { from: period?.from ?? null, to: period?.to ?? null }] as const,
};
