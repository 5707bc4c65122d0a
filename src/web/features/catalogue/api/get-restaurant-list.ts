import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { type Restaurant, restaurantSchema } from '#domain/catalogue/responses.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { catalogueKeys } from './query-keys';

/** GET /api/restaurants?country=<name>: the approved restaurants of one country, or all for null. */
export function getRestaurantList(country: string | null, signal?: AbortSignal): Promise<Restaurant[]> {
  const search = country === null ? '' : `?${new URLSearchParams({ country })}`;
  return apiGet(`/api/restaurants${search}`, z.array(restaurantSchema), signal);
}

export const restaurantListQuery = (country: string | null) =>
  queryOptions({
    queryKey: catalogueKeys.restaurantList(country),
    queryFn: ({ signal }) => getRestaurantList(country, signal),
  });

export function useRestaurantList(country: string | null) {
  return useQuery(restaurantListQuery(country));
}
