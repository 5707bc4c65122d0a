import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { menuItemSchema } from '#domain/catalogue/responses.ts';
import { getQueryFn } from '#web/lib/api-client.ts';
import { boardKeys } from './query-keys';

/** GET /api/restaurants/{id}/menu: every dish of the restaurant, unavailable ones included. */
export const boardMenuQuery = (restaurantId: number) =>
  queryOptions({
    queryKey: boardKeys.menu(restaurantId),
    queryFn: getQueryFn({ schema: z.array(menuItemSchema) }),
  });

export function useBoardMenu(restaurantId: number) {
  return useQuery(boardMenuQuery(restaurantId));
}
