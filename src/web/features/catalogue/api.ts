import { queryOptions } from '@tanstack/react-query';
import { getQueryFn } from '../../lib/api-client';
import type { MenuItem, Restaurant } from './types';

// Query keys double as URLs (see urlFromQueryKey): ['/api/restaurants', 7, 'menu'] GETs /api/restaurants/7/menu.

export const catalogueKeys = {
  restaurants: ['/api/restaurants'] as const,
  restaurant: (id: number) => ['/api/restaurants', id] as const,
  menu: (id: number) => ['/api/restaurants', id, 'menu'] as const,
};

export const restaurantsQuery = () =>
  queryOptions({ queryKey: catalogueKeys.restaurants, queryFn: getQueryFn<Restaurant[]>() });

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
