import { queryOptions } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from '../../lib/api-client';
import type { MenuItem, Restaurant } from './types';

// Query keys double as URLs (see urlFromQueryKey): ['/api/restaurants', 7, 'menu'] GETs
// /api/restaurants/7/menu.
// The per-country list has an object in its key (not part of the URL), so it brings its own fetcher;
// it still starts with '/api/restaurants', so invalidating that prefix refreshes every list.

export const catalogueKeys = {
  restaurants: ['/api/restaurants'] as const,
  /** The home's list: one country's restaurants, or all of them for null. */
  restaurantList: (country: string | null) => ['/api/restaurants', { country }] as const,
  restaurant: (id: number) => ['/api/restaurants', id] as const,
  menu: (id: number) => ['/api/restaurants', id, 'menu'] as const,
};

export const restaurantsQuery = () =>
  queryOptions({ queryKey: catalogueKeys.restaurants, queryFn: getQueryFn<Restaurant[]>() });

/** The approved restaurants of one country (GET /api/restaurants?country=<name>), or all for null. */
export const restaurantListQuery = (country: string | null) =>
  queryOptions({
    queryKey: catalogueKeys.restaurantList(country),
    queryFn: async (): Promise<Restaurant[]> => {
      const search = country === null ? '' : `?${new URLSearchParams({ country })}`;
      const res = await apiRequest('GET', `/api/restaurants${search}`);
      return (await res.json()) as Restaurant[];
    },
  });

export const restaurantQuery = (id: number) =>
  queryOptions({ queryKey: catalogueKeys.restaurant(id), queryFn: getQueryFn<Restaurant>() });

export const menuQuery = (id: number) =>
  queryOptions({ queryKey: catalogueKeys.menu(id), queryFn: getQueryFn<MenuItem[]>() });

/** '12' -> 12; anything that is not a positive whole number (e.g. 'abc', '0', '1.5') -> null. */
export function parseRestaurantId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
