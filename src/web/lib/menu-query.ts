import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { menuItemSchema } from '#domain/catalogue/responses.ts';
import { getQueryFn } from './api-client';

/**
 * One restaurant's menu, as the customer's restaurant page and the restaurant's own Menu tab both
 * read it. The key doubles as the URL (see urlFromQueryKey): ['/api/restaurants', 7, 'menu'] GETs
 * /api/restaurants/7/menu, and it starts with ['/api/restaurants', 7], so invalidating the
 * restaurant refreshes its menu too.
 */
export const menuKey = (restaurantId: number) => ['/api/restaurants', restaurantId, 'menu'] as const;

/** GET /api/restaurants/{id}/menu: every dish of one restaurant, unavailable ones included. */
export const menuQuery = (restaurantId: number) =>
  queryOptions({
    queryKey: menuKey(restaurantId),
    queryFn: getQueryFn({ schema: z.array(menuItemSchema) }),
  });

export function useMenu(restaurantId: number) {
  return useQuery(menuQuery(restaurantId));
}
