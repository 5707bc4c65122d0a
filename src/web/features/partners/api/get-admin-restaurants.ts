import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { adminRestaurantSchema } from '#domain/partners/responses.ts';
import { getQueryFn } from '#web/lib/api-client.ts';
import { partnerKeys } from './query-keys';

/** GET /api/admin/restaurants: every restaurant, approved or not. */
export const adminRestaurantsQuery = () =>
  queryOptions({
    queryKey: partnerKeys.restaurants,
    queryFn: getQueryFn({ schema: z.array(adminRestaurantSchema) }),
  });

export function useAdminRestaurants() {
  return useQuery(adminRestaurantsQuery());
}
