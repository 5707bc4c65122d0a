import type { AcceptOrder } from '#domain/restaurant-orders/requests.ts';
import { type RestaurantOrder, restaurantOrderSchema } from '#domain/restaurant-orders/responses.ts';
import { apiCall } from '#web/lib/api-client.ts';

/** POST /api/orders/{id}/accept: confirmed -> preparing, with the promised prep time. Answers with the order as it now is (409 if it moved meanwhile). */
export function acceptOrder(id: number, body: AcceptOrder): Promise<RestaurantOrder> {
  return apiCall({ method: 'POST', url: `/api/orders/${id}/accept`, body, schema: restaurantOrderSchema });
}
