import type { RestaurantOrderFilter } from '#domain/restaurant-orders/responses.ts';
import type { StatementPeriod } from '#web/lib/statement-period.ts';

// Query keys. The profile and menu keys are the same as the partner-account and catalogue
// features' (they double as URLs, see urlFromQueryKey), so a change made here refreshes what those
// screens show too. Keys holding an object bring their own fetcher; invalidating their first part
// refreshes every variant.
export const boardKeys = {
  profile: ['/api/partner/profile'] as const,
  orders: ['/api/restaurant/orders'] as const,
  ordersByFilter: (filter: RestaurantOrderFilter) => ['/api/restaurant/orders', { filter }] as const,
  stats: ['/api/restaurant/stats'] as const,
  statsIn: (timeZone: string) => ['/api/restaurant/stats', { timeZone }] as const,
  analytics: ['/api/restaurant/analytics'] as const,
  analyticsIn: (timeZone: string) => ['/api/restaurant/analytics', { timeZone }] as const,
  menu: (restaurantId: number) => ['/api/restaurants', restaurantId, 'menu'] as const,
  statement: ['/api/restaurant/statement'] as const,
  /** null: the server's default period (its last 30 days). */
  statementFor: (period: StatementPeriod | null) =>
    ['/api/restaurant/statement', { from: period?.from ?? null, to: period?.to ?? null }] as const,
};

/** The tablet's own time zone: "today" on the stat cards is the kitchen's today. */
export function localTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
