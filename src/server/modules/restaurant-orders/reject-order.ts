import type { RejectOrder } from '#domain/restaurant-orders/requests.ts';
import type { RestaurantOrder } from '#domain/restaurant-orders/responses.ts';
import { AppError } from '#server/http/app-error.ts';
import { cancelOrder } from '../order-lifecycle/cancel-order';
import { assertMayMove, findOrderFor, type StatusChangeActor } from '../order-lifecycle/order-access';
import { type RestaurantOrderDependencies, restaurantOrder } from './restaurant-order-action';

// POST /api/orders/{id}/reject: confirmed (or scheduled for later) -> cancelled with a reason; a paid
// card order is refunded.
// A rejection answers the order too: the count of orders in a row nobody answered starts again.

export async function rejectOrder(
  deps: RestaurantOrderDependencies,
  orderId: number,
  body: RejectOrder,
  actor: StatusChangeActor,
): Promise<RestaurantOrder> {
  const order = await findOrderFor(deps.repo, orderId, actor);
  // A rejection is the kitchen's answer to a new order or one for later; later cancellations are
  // the admin's.
  if (order.status !== 'confirmed' && order.status !== 'scheduled') {
    throw new AppError(
      409,
      'illegal_transition',
      `Only a new order can be rejected; this one is ${order.status}`,
    );
  }
  assertMayMove(order, 'cancelled', actor);
  await cancelOrder(deps, order, actor, body.reason, (tx) =>
    deps.kitchen.clearUnanswered(order.restaurantId, tx),
  );
  return restaurantOrder(deps, orderId);
}
