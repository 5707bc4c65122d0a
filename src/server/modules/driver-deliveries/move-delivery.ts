import type { DriverDelivery } from '#domain/driver-deliveries/responses.ts';
import { commitOrderChange } from '../order-lifecycle/commit-order-change';
import { findOrderToMove } from '../order-lifecycle/order-access';
import { type DriverDeliveryDependencies, driverDelivery } from './delivery-action';

// POST /api/orders/{id}/pickup (ready -> picked-up) and /depart (picked-up -> on-the-way): the
// assigned driver only, in the order the state machine allows; anyone else's order is a 404.

async function moveDelivery(
  deps: DriverDeliveryDependencies,
  orderId: number,
  driverId: number,
  to: 'picked-up' | 'on-the-way',
  note: string,
): Promise<DriverDelivery> {
  const actor = { type: 'driver', id: driverId } as const;
  const order = await findOrderToMove(deps.repo, orderId, to, actor);
  await commitOrderChange(deps, {
    orderId,
    from: order.status,
    to,
    still: { driverId },
    actor,
    note,
  });
  return driverDelivery(deps, orderId);
}

export const pickUpOrder = (deps: DriverDeliveryDependencies, orderId: number, driverId: number) =>
  moveDelivery(deps, orderId, driverId, 'picked-up', 'Collected from the restaurant');

export const departWithOrder = (deps: DriverDeliveryDependencies, orderId: number, driverId: number) =>
  moveDelivery(deps, orderId, driverId, 'on-the-way', 'On the way to the customer');
