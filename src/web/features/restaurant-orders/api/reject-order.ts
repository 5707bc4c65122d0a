import type { RejectOrder } from '#domain/restaurant-orders/requests.ts';
import { type RestaurantOrder, restaurantOrderSchema } from '#domain/restaurant-orders/responses.ts';
import { apiCall } from '#web/lib/api-client.ts';

/** POST /api/orders/{id}/reject: confirmed -> cancelled, with the reason the customer is told. Answers with the order as it now is (409 if it moved meanwhile). */
export function rejectOrder(id: number, body: RejectOrder): Promise<RestaurantOrder> {
  return apiCall({ method: 'POST', url: `/api/orders/${id}/reject`, body, schema: restaurantOrderSchema });
}
