import { queryOptions, useQuery } from '@tanstack/react-query';
import { type RestaurantAnalytics, restaurantAnalyticsSchema } from '#domain/restaurant-orders/responses.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { localTimeZone } from '#web/lib/local-time-zone.ts';
import { boardKeys } from './query-keys';

/** GET /api/restaurant/analytics?tz=: the last 30 days, day by day in the kitchen's time zone. */
export function getRestaurantAnalytics(timeZone: string, signal?: AbortSignal): Promise<RestaurantAnalytics> {
  return apiGet(
    `/api/restaurant/analytics?${new URLSearchParams({ tz: timeZone })}`,
    restaurantAnalyticsSchema,
    signal,
  );
}

export const restaurantAnalyticsQuery = (timeZone: string) =>
  queryOptions({
    queryKey: boardKeys.analyticsIn(timeZone),
    queryFn: ({ signal }) => getRestaurantAnalytics(timeZone, signal),
  });

export function useRestaurantAnalytics() {
  return useQuery(restaurantAnalyticsQuery(localTimeZone()));
}
