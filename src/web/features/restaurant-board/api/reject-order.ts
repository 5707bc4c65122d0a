import { type RestaurantOrder, restaurantOrderSchema } from '../../../../domain/restaurant-board';
import type { RejectOrder } from '../../../../domain/schemas/restaurant-board';
import { apiCall } from '../../../lib/api-client';

/** POST /api/orders/{id}/reject: confirmed -> cancelled, with the reason the customer is told. Answers with the order as it now is (409 if it moved meanwhile). */
export function rejectOrder(id: number, body: RejectOrder): Promise<RestaurantOrder> {
  return apiCall({ method: 'POST', url: `/api/orders/${id}/reject`, body, schema: restaurantOrderSchema });
}
