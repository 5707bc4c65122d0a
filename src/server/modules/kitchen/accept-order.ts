import { sql } from 'drizzle-orm';
import type { AcceptOrder } from '#domain/restaurant-orders/requests.ts';
import type { RestaurantOrder } from '#domain/restaurant-orders/responses.ts';
import { commitOrderChange } from '../orders/commit-order-change';
import { assertMayMove, findOrderFor, type StatusChangeActor } from '../orders/order-access';
import { type KitchenDependencies, minutesInterval, restaurantOrder } from './kitchen-action';

// POST /api/orders/{id}/accept: confirmed -> preparing, with the prep time the customer's ETA follows.

export async function acceptOrder(
  deps: KitchenDependencies,
  orderId: number,
  body: AcceptOrder,
  actor: StatusChangeActor,
): Promise<RestaurantOrder> {
  const order = await findOrderFor(deps.repo, orderId, actor);
  assertMayMove(order, 'preparing', actor);
  await commitOrderChange(deps, {
    orderId,
    from: order.status,
    to: 'preparing',
    set: { prepMinutes: body.prepMinutes, readyBy: sql`now() + ${minutesInterval(body.prepMinutes)}` },
    actor,
    note: `Ready in ${body.prepMinutes} min`,
  });
  return restaurantOrder(deps, orderId);
}
