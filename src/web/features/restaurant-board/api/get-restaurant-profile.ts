import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerProfileSchema } from '#domain/partners/responses.ts';
import { getQueryFn } from '#web/lib/api-client.ts';
import { boardKeys } from './query-keys';

/** GET /api/partner/profile: the signed-in restaurant's own profile (401 without a session). */
export const restaurantProfileQuery = () =>
  queryOptions({ queryKey: boardKeys.profile, queryFn: getQueryFn({ schema: partnerProfileSchema }) });

export function useRestaurantProfileQuery() {
  return useQuery(restaurantProfileQuery());
}
