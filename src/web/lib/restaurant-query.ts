import { queryOptions, useQuery } from '@tanstack/react-query';
import { restaurantSchema } from '#domain/catalogue/responses.ts';
import { getQueryFn } from './api-client';

/**
 * One restaurant as the customer's screens read it: its page and cards (catalogue), and the
 * checkout steps that need its delivery area and country (ordering). The key doubles as the URL
 * (see urlFromQueryKey): ['/api/restaurants', 7] GETs /api/restaurants/7.
 */
export const restaurantKey = (id: number) => ['/api/restaurants', id] as const;

/** GET /api/restaurants/{id}: one approved restaurant. */
export const restaurantQuery = (id: number) =>
  queryOptions({ queryKey: restaurantKey(id), queryFn: getQueryFn({ schema: restaurantSchema }) });

/** The restaurant `id`; nothing is requested while `enabled` is false. */
export function useRestaurant(id: number, enabled = true) {
  return useQuery({ ...restaurantQuery(id), enabled });
}
