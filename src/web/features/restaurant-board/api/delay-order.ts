import { type RestaurantOrder, restaurantOrderSchema } from '../../../../domain/restaurant-board';
import type { DelayOrder } from '../../../../domain/schemas/restaurant-board';
import { apiCall } from '../../../lib/api-client';

/** POST /api/orders/{id}/delay: pushes a preparing order's ready time back by 5, 10, 15 or 20 minutes. Answers with the order as it now is (409 if it moved meanwhile). */
export function delayOrder(id: number, body: DelayOrder): Promise<RestaurantOrder> {
  return apiCall({ method: 'POST', url: `/api/orders/${id}/delay`, body, schema: restaurantOrderSchema });
}
