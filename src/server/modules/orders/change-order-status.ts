import type { CustomerOrder } from '../../../domain/customer-order';
import { assertTransition, type OrderActor } from '../../../domain/order-status';
import type { OrderStatusChange } from '../../../domain/schemas/order';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { RealtimeHub } from '../../realtime/hub';
import { toCustomerOrder } from './customer-order-view';
import type { OrdersRepo } from './orders.repo';

// A status change (DESIGN section 4): who may make it is checked first, then one transaction makes
// a conditional UPDATE ... WHERE status = expected, writes the timeline event and publishes the
// live event, so two racing changes cannot both win.

export interface StatusChangeActor {
  type: OrderActor;
  id: number;
}

const NOT_FOUND = 'Order not found';

export async function changeOrderStatus(
  deps: { db: Database; repo: OrdersRepo; hub: RealtimeHub },
  orderId: number,
  change: OrderStatusChange,
  actor: StatusChangeActor,
): Promise<CustomerOrder> {
  const order = await deps.repo.findOrderForStatusChange(orderId);
  // Partners see only their own orders: someone else's order does not exist for them.
  const visible =
    order !== null &&
    (actor.type === 'admin' ||
      (actor.type === 'restaurant' && order.restaurantId === actor.id) ||
      (actor.type === 'driver' && order.driverId === actor.id));
  if (!order || !visible) throw AppError.notFound(NOT_FOUND);

  const allowed = assertTransition(order.status, change.status, actor.type);
  if (!allowed.ok) throw new AppError(409, 'illegal_transition', allowed.message);

  const afterCommit = await deps.db.transaction(async (tx) => {
    const state = await deps.repo.transitionStatus({ orderId, from: order.status, to: change.status }, tx);
    if (!state) {
      throw new AppError(409, 'order_changed', 'The order changed meanwhile. Please reload and try again.');
    }
    await deps.repo.recordOrderEvent(
      { orderId, status: change.status, actorType: actor.type, actorId: actor.id, note: change.note },
      tx,
    );
    return deps.hub.publishInTransaction(tx, { kind: 'order_updated', orderId, ...state });
  });
  afterCommit();

  const found = await deps.repo.customerOrderById(orderId);
  if (!found) throw AppError.notFound(NOT_FOUND);
  return toCustomerOrder(found.row, found.timeline);
}
