import type { CustomerOrder } from '../../../domain/customer-order';
import { assertTransition, type OrderActor } from '../../../domain/order-status';
import type { OrderStatusChange } from '../../../domain/schemas/order';
import { AppError } from '../../http/app-error';
import { type CancelDependencies, cancelOrder, type OrderForChange } from './cancel-order';
import { commitOrderChange } from './commit-order-change';
import { toCustomerOrder } from './customer-order-view';

// PATCH /api/orders/{id}/status: a status change by whoever may make it (DESIGN section 4). Who may
// act is checked first, then commitOrderChange makes it in one transaction; a cancellation goes
// through cancelOrder, so a card payment is refunded whichever way an order is cancelled.

export interface StatusChangeActor {
  type: OrderActor;
  id: number;
}

export const ORDER_NOT_FOUND = 'Order not found';

/** The order if `actor` may see it; someone else's order does not exist for a partner (404). */
export async function findOrderFor(
  repo: CancelDependencies['repo'],
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

export async function changeOrderStatus(
  deps: CancelDependencies,
  orderId: number,
  change: OrderStatusChange,
  actor: StatusChangeActor,
): Promise<CustomerOrder> {
  const order = await findOrderFor(deps.repo, orderId, actor);
  assertMayMove(order, change.status, actor);
  if (change.status === 'cancelled') {
    await cancelOrder(deps, order, actor, change.note ?? null);
  } else {
    await commitOrderChange(deps, {
      orderId,
      from: order.status,
      to: change.status,
      actor,
      note: change.note,
    });
  }
  const found = await deps.repo.customerOrderById(orderId);
  if (!found) throw AppError.notFound(ORDER_NOT_FOUND);
  return toCustomerOrder(found.row, found.timeline);
}
