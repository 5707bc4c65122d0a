import { type RestaurantOrder, restaurantOrderSchema } from '../../../../domain/restaurant-board';
import { apiCall } from '../../../lib/api-client';

/** POST /api/orders/{id}/ready (no body): preparing -> ready for pickup (409 if it moved meanwhile). */
export function markOrderReady(id: number): Promise<RestaurantOrder> {
  return apiCall({ method: 'POST', url: `/api/orders/${id}/ready`, schema: restaurantOrderSchema });
}
