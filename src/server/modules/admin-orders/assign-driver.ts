import type { AdminAssignDriver } from '#domain/admin-orders/requests.ts';
import type { AdminDeskOrder } from '#domain/admin-orders/responses.ts';
import { DRIVER_ASSIGNABLE_STATUSES } from '#domain/order-lifecycle/status-machine.ts';
import { AppError } from '#server/http/app-error.ts';
import { commitOrderChange } from '../order-lifecycle/commit-order-change';
import { rethrowIfBusy } from '../order-lifecycle/driver-assignment';
import { findOrderFor } from '../order-lifecycle/order-access';
import { type AdminOrderDependencies, deskOrder } from './admin-order-action';

// POST /api/admin/orders/{id}/assign: the admin hands an order the kitchen is working on to an
// approved, online driver with no active delivery, or gives it to another driver before pickup.
// The driver who lost it is told live.

export const DRIVER_BUSY = 'This driver already has an active delivery';

export async function assignDriver(
  deps: AdminOrderDependencies,
  orderId: number,
  body: AdminAssignDriver,
  adminId: number,
): Promise<AdminDeskOrder> {
  const actor = { type: 'admin', id: adminId } as const;
  const order = await findOrderFor(deps.repo, orderId, actor);
  const driver = await deps.desk.driverForAssignment(body.driverId);
  if (!driver?.isApproved) {
    const message = 'Driver not found or not approved';
    throw new AppError(400, 'invalid_input', message, { driverId: message });
  }
  if (!driver.isOnline) {
    const message = `${driver.name} is offline`;
    throw new AppError(409, 'driver_offline', message, { driverId: message });
  }
  if (order.driverId === driver.id)
    throw new AppError(409, 'already_assigned', `${driver.name} already has this order`);
  if (!(DRIVER_ASSIGNABLE_STATUSES as readonly string[]).includes(order.status)) {
    throw new AppError(
      409,
      'illegal_transition',
      `A driver cannot be assigned to an order that is ${order.status}`,
    );
  }
  try {
    await commitOrderChange(deps, {
      orderId,
      from: DRIVER_ASSIGNABLE_STATUSES,
      set: { driverId: driver.id },
      // Still with the driver it had when read: a claim meanwhile wins, this assignment is refused.
      still: { driverId: order.driverId },
      actor,
      note: `Assigned to ${driver.name}`,
      ...(order.driverId === null ? {} : { formerDriverId: order.driverId }),
    });
  } catch (error) {
    rethrowIfBusy(error, DRIVER_BUSY);
  }
  return deskOrder(deps, orderId);
}
