import { etaMinutes, haversineKm, isValidLatLng, type LatLng } from '#domain/shared/geo.ts';
import type { DriverPosition } from '#domain/tracking/rules.ts';

// Once the driver has the food (picked-up, on-the-way), the arrival follows the driver: the distance
// still to go from its last position to the customer, at 2 minutes per km (DESIGN section 4),
// counted from the moment that position was reported.

export const DRIVER_ETA_STATUSES: readonly string[] = ['picked-up', 'on-the-way'];

export interface RemainingEta {
  /** km from the driver's last position to the customer, straight line. */
  km: number;
  /** Travel minutes for that distance, at least 1. */
  minutes: number;
  /** When the food should arrive (ISO): the position's time plus the minutes; null if that time is unreadable. */
  arrivalAt: string | null;
}

export function remainingEta(
  status: string,
  driver: DriverPosition | null | undefined,
  customer: LatLng | null | undefined,
): RemainingEta | null {
  if (!DRIVER_ETA_STATUSES.includes(status) || !driver || !customer) return null;
  if (!isValidLatLng(driver) || !isValidLatLng(customer)) return null;
  const km = haversineKm(driver, customer);
  const minutes = etaMinutes(km);
  const reportedAt = Date.parse(driver.at);
  return {
    km,
    minutes,
    arrivalAt: Number.isNaN(reportedAt) ? null : new Date(reportedAt + minutes * 60_000).toISOString(),
  };
}

/** "1.2 km" / "350 m": how far the driver still is, for the line under the arrival time. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  return `${km.toFixed(1)} km`;
}
