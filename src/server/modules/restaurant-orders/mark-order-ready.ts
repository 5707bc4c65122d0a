import type { RestaurantOrder } from '#domain/restaurant-orders/responses.ts';
import { commitOrderChange } from '../order-lifecycle/commit-order-change';
import { findOrderToMove, type StatusChangeActor } from '../order-lifecycle/order-access';
import { type RestaurantOrderDependencies, restaurantOrder } from './restaurant-order-action';

// POST /api/orders/{id}/ready: preparing -> ready for pickup.

export async function markOrderReady(
  deps: RestaurantOrderDependencies,
  orderId: number,
  actor: StatusChangeActor,
): Promise<RestaurantOrder> {
  const order = await findOrderToMove(deps.repo, orderId, 'ready', actor);
  await commitOrderChange(deps, { orderId, from: order.status, to: 'ready', actor });
  return restaurantOrder(deps, orderId);
}
