import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerProfileSchema } from '#domain/partners/responses.ts';
import { getQueryFn } from '#web/lib/api-client.ts';
import { driverKeys } from './query-keys';

/** GET /api/partner/profile: the signed-in driver's own account (401 without a session). */
export const driverProfileQuery = () =>
  queryOptions({ queryKey: driverKeys.profile, queryFn: getQueryFn({ schema: partnerProfileSchema }) });

export function useDriverProfileQuery() {
  return useQuery(driverProfileQuery());
}
