import type { DelayOrder } from '#domain/restaurant-orders/requests.ts';
import type { RestaurantOrder } from '#domain/restaurant-orders/responses.ts';
import { AppError } from '#server/http/app-error.ts';
import { commitOrderChange } from '../order-lifecycle/commit-order-change';
import { findOrderFor, type StatusChangeActor } from '../order-lifecycle/order-access';
import { type RestaurantOrderDependencies, restaurantOrder } from './restaurant-order-action';

// POST /api/orders/{id}/delay: the kitchen needs more time while preparing; the customer is told.

export async function delayOrder(
  deps: RestaurantOrderDependencies,
  orderId: number,
  body: DelayOrder,
  actor: StatusChangeActor,
): Promise<RestaurantOrder> {
  const order = await findOrderFor(deps.repo, orderId, actor);
  if (order.status !== 'preparing') {
    throw new AppError(
      409,
      'illegal_transition',
      `Only an order being prepared can be delayed; this one is ${order.status}`,
    );
  }
  // Not a transition: the order stays preparing, its promise moves. Still one conditional UPDATE
  // (on the status) with its event row and a live event that tells the customer.
  await commitOrderChange(deps, {
    orderId,
    from: 'preparing',
    to: 'preparing',
    set: { delayByMinutes: body.minutes },
    actor,
    note: `Delayed by ${body.minutes} min`,
    delayedByMinutes: body.minutes,
  });
  return restaurantOrder(deps, orderId);
}
