import { assertTransition, type OrderActor } from '#domain/order-lifecycle/status-machine.ts';
import { AppError } from '#server/http/app-error.ts';
import type { OrderForChange } from './cancel-order';
import type { OrderLifecycleRepo } from './order-lifecycle.repo';

// Who may act on an order (DESIGN sections 4 and 5), checked by every order action before it
// commits: someone else's order is a 404, a move the state machine refuses is a 409 naming why.

export interface StatusChangeActor {
  type: OrderActor;
  id: number;
}

export const ORDER_NOT_FOUND = 'Order not found';

/** The order if `actor` may see it; someone else's order does not exist for a partner (404). */
export async function findOrderFor(
  repo: OrderLifecycleRepo,
  orderId: number,
  actor: StatusChangeActor,
): Promise<OrderForChange> {
  const order = await repo.findOrderForStatusChange(orderId);
  const visible =
    order !== null &&
    (actor.type === 'admin' ||
      (actor.type === 'restaurant' && order.restaurantId === actor.id) ||
      (actor.type === 'driver' && order.driverId === actor.id));
  if (!order || !visible) throw AppError.notFound(ORDER_NOT_FOUND);
  return order;
}

/** 409 naming the current status when `actor` may not move the order from it to `to`. */
export function assertMayMove(order: OrderForChange, to: string, actor: StatusChangeActor): void {
  const allowed = assertTransition(order.status, to, actor.type);
  if (!allowed.ok) throw new AppError(409, 'illegal_transition', allowed.message);
}

/** The order `actor` may move to `to`: findOrderFor, then assertMayMove. */
export async function findOrderToMove(
  repo: OrderLifecycleRepo,
  orderId: number,
  to: string,
  actor: StatusChangeActor,
): Promise<OrderForChange> {
  const order = await findOrderFor(repo, orderId, actor);
  assertMayMove(order, to, actor);
  return order;
}
