import type { AdminCancelOrder } from '#domain/admin-orders/requests.ts';
import type { AdminDeskOrder } from '#domain/admin-orders/responses.ts';
import { cancelOrder } from '../order-lifecycle/cancel-order';
import { findOrderToMove } from '../order-lifecycle/order-access';
import { type AdminOrderDependencies, deskOrder } from './admin-order-action';

// POST /api/admin/orders/{id}/cancel: any order not yet delivered, with a reason; a paid card order
// is refunded through the provider, once (orders/cancel-order).

export async function cancelOrderAsAdmin(
  deps: AdminOrderDependencies,
  orderId: number,
  body: AdminCancelOrder,
  adminId: number,
): Promise<AdminDeskOrder> {
  const actor = { type: 'admin', id: adminId } as const;
  const order = await findOrderToMove(deps.repo, orderId, 'cancelled', actor);
  await cancelOrder(deps, order, actor, body.reason);
  return deskOrder(deps, orderId);
}
