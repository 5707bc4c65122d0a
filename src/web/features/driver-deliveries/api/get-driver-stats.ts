import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DriverStats, driverStatsSchema } from '#domain/driver-deliveries/responses.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { localTimeZone } from '#web/lib/local-time-zone.ts';
import { driverKeys } from './query-keys';

/** GET /api/driver/stats?tz=: online or not, and the stat cards over the driver's "today". */
export function getDriverStats(timeZone: string, signal?: AbortSignal): Promise<DriverStats> {
  return apiGet(`/api/driver/stats?${new URLSearchParams({ tz: timeZone })}`, driverStatsSchema, signal);
}

export const driverStatsQuery = (timeZone: string) =>
  queryOptions({
    queryKey: driverKeys.statsIn(timeZone),
    queryFn: ({ signal }) => getDriverStats(timeZone, signal),
  });

export function useDriverStats() {
  return useQuery(driverStatsQuery(localTimeZone()));
}
