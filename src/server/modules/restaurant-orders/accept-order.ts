import type { AcceptOrder } from '#domain/restaurant-orders/requests.ts';
import type { RestaurantOrder } from '#domain/restaurant-orders/responses.ts';
import { commitOrderChange } from '../order-lifecycle/commit-order-change';
import { findOrderToMove, type StatusChangeActor } from '../order-lifecycle/order-access';
import { type RestaurantOrderDependencies, restaurantOrder } from './restaurant-order-action';

// POST /api/orders/{id}/accept: confirmed -> preparing, with the prep time the customer's ETA follows.
// An answered order clears the restaurant's count of orders in a row nobody answered, in the same
// transaction (two in a row pause it: order-lifecycle/unanswered-orders.ts).

export async function acceptOrder(
  deps: RestaurantOrderDependencies,
  orderId: number,
  body: AcceptOrder,
  actor: StatusChangeActor,
): Promise<RestaurantOrder> {
  const order = await findOrderToMove(deps.repo, orderId, 'preparing', actor);
  await commitOrderChange(
    deps,
    {
      orderId,
      from: order.status,
      to: 'preparing',
      set: { readyInMinutes: body.prepMinutes },
      actor,
      note: `Ready in ${body.prepMinutes} min`,
    },
    (tx) => deps.kitchen.clearUnanswered(order.restaurantId, tx),
  );
  return restaurantOrder(deps, orderId);
}
