import type { DelayOrder } from '#domain/restaurant-orders/requests.ts';
import { type RestaurantOrder, restaurantOrderSchema } from '#domain/restaurant-orders/responses.ts';
import { apiCall } from '#web/lib/api-client.ts';

/** POST /api/orders/{id}/delay: pushes a preparing order's ready time back by 5, 10, 15 or 20 minutes. Answers with the order as it now is (409 if it moved meanwhile). */
export function delayOrder(id: number, body: DelayOrder): Promise<RestaurantOrder> {
  return apiCall({ method: 'POST', url: `/api/orders/${id}/delay`, body, schema: restaurantOrderSchema });
}
