import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { menuItemSchema } from '#domain/catalogue/responses.ts';
import { getQueryFn } from '#web/lib/api-client.ts';
import { catalogueKeys } from './query-keys';

/** GET /api/restaurants/{id}/menu: the dishes of one restaurant. */
export const menuQuery = (id: number) =>
  queryOptions({
    queryKey: catalogueKeys.menu(id),
    queryFn: getQueryFn({ schema: z.array(menuItemSchema) }),
  });

export function useMenu(id: number) {
  return useQuery(menuQuery(id));
}
