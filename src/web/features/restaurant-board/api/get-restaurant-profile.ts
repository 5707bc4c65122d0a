import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerProfileSchema } from '../../../../domain/accounts';
import { getQueryFn } from '../../../lib/api-client';
import { boardKeys } from './query-keys';

/** GET /api/partner/profile: the signed-in restaurant's own profile (401 without a session). */
export const restaurantProfileQuery = () =>
  queryOptions({ queryKey: boardKeys.profile, queryFn: getQueryFn({ schema: partnerProfileSchema }) });

export function useRestaurantProfileQuery() {
  return useQuery(restaurantProfileQuery());
}
