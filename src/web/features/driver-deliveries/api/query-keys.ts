import type { DeliveryScope } from '#domain/driver-deliveries/responses.ts';

// Query keys (they double as URLs, see urlFromQueryKey); the profile and the statement have theirs
// in web/lib. Keys holding an object bring their own fetcher; invalidating their first part
// refreshes every variant.
export const driverKeys = {
  stats: ['/api/driver/stats'] as const,
  statsIn: (timeZone: string) => ['/api/driver/stats', { timeZone }] as const,
  offers: ['/api/driver/offers'] as const,
  deliveries: ['/api/driver/deliveries'] as const,
  deliveriesIn: (scope: DeliveryScope) => ['/api/driver/deliveries', { scope }] as const,
};
