import { queryOptions, useQuery } from '@tanstack/react-query';
import { type RestaurantStats, restaurantStatsSchema } from '#domain/restaurant-orders/responses.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { localTimeZone } from '#web/lib/local-time-zone.ts';
import { boardKeys } from './query-keys';

/** GET /api/restaurant/stats?tz=: the stat cards over the kitchen's "today". */
export function getRestaurantStats(timeZone: string, signal?: AbortSignal): Promise<RestaurantStats> {
  return apiGet(
    `/api/restaurant/stats?${new URLSearchParams({ tz: timeZone })}`,
    restaurantStatsSchema,
    signal,
  );
}

export const restaurantStatsQuery = (timeZone: string) =>
  queryOptions({
    queryKey: boardKeys.statsIn(timeZone),
    queryFn: ({ signal }) => getRestaurantStats(timeZone, signal),
  });

export function useRestaurantStats() {
  return useQuery(restaurantStatsQuery(localTimeZone()));
}
