import {
  ALREADY_TAKEN,
  ALREADY_TAKEN_CODE,
  DRIVER_OFFLINE_CODE,
  GO_ONLINE_FIRST,
} from '#domain/driver-deliveries/messages.ts';
import type { DriverDelivery } from '#domain/driver-deliveries/responses.ts';
import { DRIVER_ASSIGNABLE_STATUSES } from '#domain/order-lifecycle/status-machine.ts';
import { AppError } from '#server/http/app-error.ts';
import { commitOrderChange } from '../order-lifecycle/commit-order-change';
import { rethrowIfBusy } from '../order-lifecycle/driver-assignment';
import { ORDER_NOT_FOUND } from '../order-lifecycle/order-access';
import { type DriverDeliveryDependencies, driverDelivery } from './delivery-action';

// POST /api/orders/{id}/claim: an approved, online driver takes an order the kitchen is working
// on. One conditional UPDATE (no driver yet, still preparing or ready) picks the single winner of
// any race; the unique index orders_one_active_delivery_key keeps a driver to one delivery at a time.

const taken = () => new AppError(409, ALREADY_TAKEN_CODE, ALREADY_TAKEN);

export async function claimOrder(
  deps: DriverDeliveryDependencies,
  orderId: number,
  driverId: number,
): Promise<DriverDelivery> {
  const driver = await deps.deliveries.driverState(driverId);
  if (!driver?.isApproved) throw AppError.forbidden('Only approved drivers can accept orders');
  if (!driver.isOnline) throw new AppError(409, DRIVER_OFFLINE_CODE, GO_ONLINE_FIRST);

  const order = await deps.repo.findOrderForStatusChange(orderId);
  if (!order) throw AppError.notFound(ORDER_NOT_FOUND);
  if (order.driverId === driverId) return driverDelivery(deps, orderId);
  if (order.driverId !== null) throw taken();
  if (!(DRIVER_ASSIGNABLE_STATUSES as readonly string[]).includes(order.status)) {
    throw new AppError(409, 'illegal_transition', `An order that is ${order.status} cannot be accepted`);
  }

  try {
    await commitOrderChange(deps, {
      orderId,
      from: DRIVER_ASSIGNABLE_STATUSES,
      set: { driverId },
      still: { driverId: null },
      actor: { type: 'driver', id: driverId },
      note: `Accepted by ${driver.name}`,
      conflict: taken,
    });
  } catch (error) {
    rethrowIfBusy(error);
  }
  return driverDelivery(deps, orderId);
}
