import { DRIVER_OFFERS_LIMIT, type DriverOffer } from '#domain/driver-deliveries/responses.ts';
import { parseLatLng } from '#domain/ordering/delivery-location.ts';
import { pickupDistanceKm, toDriverOffer } from './delivery-view';
import type { DriverDeliveriesRepo } from './driver-deliveries.repo';

// GET /api/driver/offers: orders waiting for a driver, nearest restaurant first from the driver's
// last position (newest first before the driver has one). Offline drivers get none; offers the
// driver declined are left out.

export async function listOffers(deliveries: DriverDeliveriesRepo, driverId: number): Promise<DriverOffer[]> {
  const driver = await deliveries.driverState(driverId);
  if (!driver?.isOnline || !driver.isApproved) return [];
  const here = parseLatLng(driver.latitude, driver.longitude);
  const rows = await deliveries.openOffers(driverId);
  const distance = (row: (typeof rows)[number]) => pickupDistanceKm(row, here) ?? Number.POSITIVE_INFINITY;
  return rows
    .map((row) => ({ row, km: distance(row) }))
    .sort((a, b) => a.km - b.km || b.row.createdAt.getTime() - a.row.createdAt.getTime())
    .slice(0, DRIVER_OFFERS_LIMIT)
    .map(({ row }) => toDriverOffer(row, here));
}
