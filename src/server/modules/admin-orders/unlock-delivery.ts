import type { AdminDeskOrder } from '#domain/admin-orders/responses.ts';
import { DELIVERY_CODE_MAX_FAILURES } from '#domain/tracking/rules.ts';
import { AppError } from '#server/http/app-error.ts';
import { commitOrderChange } from '../order-lifecycle/commit-order-change';
import { findOrderFor } from '../order-lifecycle/order-access';
import { type AdminOrderDependencies, deskOrder } from './admin-order-action';

// POST /api/admin/orders/{id}/unlock: after five wrong delivery codes the order waits for an admin,
// who has checked with the customer; the driver gets five fresh tries.

export async function unlockDelivery(
  deps: AdminOrderDependencies,
  orderId: number,
  adminId: number,
): Promise<AdminDeskOrder> {
  const actor = { type: 'admin', id: adminId } as const;
  const order = await findOrderFor(deps.repo, orderId, actor);
  if (order.deliveryCodeFailures < DELIVERY_CODE_MAX_FAILURES) {
    throw new AppError(409, 'not_locked', 'This delivery is not locked');
  }
  await commitOrderChange(deps, {
    orderId,
    from: 'on-the-way',
    set: { deliveryCodeFailures: 'reset' },
    still: { codeFailuresAtLeast: DELIVERY_CODE_MAX_FAILURES },
    actor,
    note: 'Delivery code tries reset by support',
  });
  return deskOrder(deps, orderId);
}
