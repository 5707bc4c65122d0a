import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type RestaurantOrderFilter,
  type RestaurantOrderPage,
  restaurantOrderPageSchema,
} from '#domain/restaurant-orders/responses.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { boardKeys } from './query-keys';

/** GET /api/restaurant/orders?status=: the newest page of the signed-in restaurant's orders. */
export function getRestaurantOrders(
  filter: RestaurantOrderFilter,
  signal?: AbortSignal,
): Promise<RestaurantOrderPage> {
  return apiGet(
    `/api/restaurant/orders?${new URLSearchParams({ status: filter })}`,
    restaurantOrderPageSchema,
    signal,
  );
}

export const restaurantOrdersQuery = (filter: RestaurantOrderFilter) =>
  queryOptions({
    queryKey: boardKeys.ordersByFilter(filter),
    queryFn: ({ signal }) => getRestaurantOrders(filter, signal),
  });

export function useRestaurantOrders(filter: RestaurantOrderFilter) {
  return useQuery(restaurantOrdersQuery(filter));
}
