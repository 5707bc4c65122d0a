import { queryOptions, useQuery } from '@tanstack/react-query';
import { restaurantSchema } from '#domain/catalogue/responses.ts';
import { getQueryFn } from '#web/lib/api-client.ts';
import { catalogueKeys } from './query-keys';

/** GET /api/restaurants/{id}: one approved restaurant. */
export const restaurantQuery = (id: number) =>
  queryOptions({ queryKey: catalogueKeys.restaurant(id), queryFn: getQueryFn({ schema: restaurantSchema }) });

/** The restaurant `id`; nothing is requested while `enabled` is false. */
export function useRestaurant(id: number, enabled = true) {
  return useQuery({ ...restaurantQuery(id), enabled });
}
