import type { StatementPeriod } from './statement-period';

// The partners' statements: read on their Statement tabs, refreshed by the restaurant board's and
// the driver dashboard's live updates, so one key each for both. The keys double as URLs (see
// urlFromQueryKey); a key holding a period brings its own fetcher, and invalidating the first part
// refreshes every period.
export const statementKeys = {
  restaurant: ['/api/restaurant/statement'] as const,
  /** null: the server's default period (its last 30 days). */
  restaurantFor: (period: StatementPeriod | null) =>
    ['/api/restaurant/statement', { from: period?.from ?? null, to: period?.to ?? null }] as const,
  driver: ['/api/driver/statement'] as const,
  /** null: the server's default period (its last 30 days). */
  driverFor: (period: StatementPeriod | null) =>
    ['/api/driver/statement', { from: period?.from ?? null, to: period?.to ?? null }] as const,
};
