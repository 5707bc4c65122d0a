import { NOT_AN_OFFER } from '#domain/driver-deliveries/messages.ts';
import { AppError } from '#server/http/app-error.ts';
import type { DriverDeliveriesRepo } from './driver-deliveries.repo';

// POST /api/driver/offers/{id}/decline: the driver does not want this order. It leaves this
// driver's offers only; the other drivers still see it and an admin may still assign it to anyone,
// this driver included. Declining costs nothing: no rating, pay or count changes, no order event.

export async function declineOffer(
  deliveries: DriverDeliveriesRepo,
  orderId: number,
  driverId: number,
): Promise<void> {
  const driver = await deliveries.driverState(driverId);
  if (!driver?.isApproved) throw AppError.forbidden('Only approved drivers can decline orders');
  if (!(await deliveries.declineOffer(driverId, orderId))) throw AppError.notFound(NOT_AN_OFFER);
}
