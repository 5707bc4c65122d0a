import type { DriverLocation } from '#domain/driver-deliveries/requests.ts';
import { type DriverLocationResult, LOCATION_MIN_INTERVAL_MS } from '#domain/driver-deliveries/responses.ts';
import { AppError } from '#server/http/app-error.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';
import type { DriverDeliveriesRepo } from './driver-deliveries.repo';

// POST /api/driver/location: the driver's device reports where it is. The position is stored on the
// driver (offers are sorted by it, a tracker opened later starts from it) at most once per 2 s, in
// one conditional UPDATE so the pace holds across instances, and relayed live to the tracker of the
// order the driver carries and to admins. It is never part of the order's history.

export const TOO_FREQUENT = 'Send at most one position every 2 seconds';
export const SHARE_WHEN_WORKING = 'Go online or accept a delivery to share your position';

export async function reportLocation(
  deps: { deliveries: DriverDeliveriesRepo; hub: RealtimeHub },
  driverId: number,
  position: DriverLocation,
): Promise<DriverLocationResult> {
  const driver = await deps.deliveries.driverState(driverId);
  if (!driver?.isApproved) throw AppError.forbidden('Only approved drivers can share a position');
  if (!driver.isOnline && (await deps.deliveries.activeOrderId(driverId)) === null) {
    throw new AppError(409, 'driver_offline', SHARE_WHEN_WORKING);
  }
  const recorded = await deps.deliveries.recordPosition(driverId, position, LOCATION_MIN_INTERVAL_MS);
  if (!recorded) throw new AppError(429, 'too_many_positions', TOO_FREQUENT);
  const at = recorded.at.toISOString();
  if (recorded.activeOrderId !== null) {
    await deps.hub.publish({
      kind: 'driver_location',
      orderId: recorded.activeOrderId,
      driverId,
      latitude: position.latitude,
      longitude: position.longitude,
      at,
    });
  }
  return { relayedTo: recorded.activeOrderId, at };
}
