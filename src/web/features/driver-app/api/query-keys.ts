import type { DeliveryScope } from '#domain/driver-deliveries/responses.ts';
import type { StatementPeriod } from '#web/lib/statement-period.ts';

// Query keys (they double as URLs, see urlFromQueryKey); the profile has its own in web/lib. Keys
// holding an object bring their own fetcher; invalidating their first part refreshes every variant.
export const driverKeys = {
  stats: ['/api/driver/stats'] as const,
  statsIn: (timeZone: string) => ['/api/driver/stats', { timeZone }] as const,
  offers: ['/api/driver/offers'] as const,
  deliveries: ['/api/driver/deliveries'] as const,
  deliveriesIn: (scope: DeliveryScope) => ['/api/driver/deliveries', { scope }] as const,
  statement: ['/api/driver/statement'] as const,
  /** null: the server's default period (its last 30 days). */
  statementFor: (period: StatementPeriod | null) =>
    ['/api/driver/statement', { from: period?.from ?? null, to: period?.to ?? null }] as const,
};
