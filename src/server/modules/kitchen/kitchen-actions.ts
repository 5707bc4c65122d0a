import { sql } from 'drizzle-orm';
import type { RestaurantOrder } from '../../../domain/restaurant-board';
import type { AcceptOrder, DelayOrder, RejectOrder } from '../../../domain/schemas/restaurant-board';
import { orders } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { type CancelDependencies, cancelOrder } from '../orders/cancel-order';
import {
  assertMayMove,
  findOrderFor,
  ORDER_NOT_FOUND,
  type StatusChangeActor,
} from '../orders/change-order-status';
import { commitOrderChange } from '../orders/commit-order-change';
import type { KitchenRepo } from './kitchen.repo';
import { toRestaurantOrder } from './restaurant-order-view';

// The kitchen's four actions (DESIGN section 4): accept with a prep time, reject with a reason,
// delay while preparing, mark ready. Each is found and authorised first (another restaurant's order
// is a 404), checked against the state machine (409 naming the current status), then committed as
// one conditional UPDATE with its event row and live event.

export interface KitchenDependencies extends CancelDependencies {
  kitchen: KitchenRepo;
}

const minutes = (count: number) => sql`make_interval(mins => ${count}::int)`;

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
    set: { prepMinutes: body.prepMinutes, readyBy: sql`now() + ${minutes(body.prepMinutes)}` },
    actor,
    note: `Ready in ${body.prepMinutes} min`,
  });
  return restaurantOrder(deps, orderId);
}

export async function rejectOrder(
  deps: KitchenDependencies,
  orderId: number,
  body: RejectOrder,
  actor: StatusChangeActor,
): Promise<RestaurantOrder> {
  const order = await findOrderFor(deps.repo, orderId, actor);
  // A rejection is the kitchen's answer to a new order; later cancellations are the admin's.
  if (order.status !== 'confirmed') {
    throw new AppError(
      409,
      'illegal_transition',
      `Only a new order can be rejected; this one is ${order.status}`,
    );
  }
  assertMayMove(order, 'cancelled', actor);
  await cancelOrder(deps, order, actor, body.reason);
  return restaurantOrder(deps, orderId);
}

export async function delayOrder(
  deps: KitchenDependencies,
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
    set: {
      prepMinutes: sql`coalesce(${orders.prepMinutes}, 0) + ${body.minutes}::int`,
      readyBy: sql`coalesce(${orders.readyBy}, now()) + ${minutes(body.minutes)}`,
    },
    actor,
    note: `Delayed by ${body.minutes} min`,
    delayedByMinutes: body.minutes,
  });
  return restaurantOrder(deps, orderId);
}

export async function markOrderReady(
  deps: KitchenDependencies,
  orderId: number,
  actor: StatusChangeActor,
): Promise<RestaurantOrder> {
  const order = await findOrderFor(deps.repo, orderId, actor);
  assertMayMove(order, 'ready', actor);
  await commitOrderChange(deps, { orderId, from: order.status, to: 'ready', actor });
  return restaurantOrder(deps, orderId);
}

async function restaurantOrder(deps: KitchenDependencies, orderId: number): Promise<RestaurantOrder> {
  const row = await deps.kitchen.orderById(orderId);
  if (!row) throw AppError.notFound(ORDER_NOT_FOUND);
  return toRestaurantOrder(row, await deps.repo.timelines([orderId]));
}
