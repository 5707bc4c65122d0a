import { type RestaurantOrder, restaurantOrderSchema } from '#domain/restaurant-orders/responses.ts';
import { apiCall } from '#web/lib/api-client.ts';

/** POST /api/orders/{id}/ready (no body): preparing -> ready for pickup (409 if it moved meanwhile). */
export function markOrderReady(id: number): Promise<RestaurantOrder> {
  return apiCall({ method: 'POST', url: `/api/orders/${id}/ready`, schema: restaurantOrderSchema });
}
