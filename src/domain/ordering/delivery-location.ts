// The drop-off and the restaurant's delivery area (DESIGN deviation 14). The customer confirms a
// point on a map; the straight-line (haversine) distance from the restaurant decides whether the
// restaurant delivers there, and the same distance, stored with the order, is what the driver's
// distance pay is computed from. There are no fallback coordinates: an order without a point is
// refused before this is reached.

import { haversineKm, type LatLng } from '../shared/geo';

/** Parses stored or sent coordinate text; null when missing or not a valid position. */
export function parseLatLng(latitude: string | null | undefined, longitude: string | null | undefined) {
  if (!latitude || !longitude) return null;
  const point = { latitude: Number(latitude), longitude: Number(longitude) };
  if (!Number.isFinite(point.latitude) || !Number.isFinite(point.longitude)) return null;
  if (Math.abs(point.latitude) > 90 || Math.abs(point.longitude) > 180) return null;
  return point;
}

/** What a restaurant's delivery area needs: its position (text, as stored) and its radius. */
export interface DeliveryAreaRestaurant {
  latitude: string | null;
  longitude: string | null;
  deliveryRadiusKm: number;
}

export interface DeliveryReach {
  /** The unrounded straight-line km from the restaurant; null when the restaurant has no position. */
  distanceKm: number | null;
  /**
   * False when the drop-off is beyond the radius. A restaurant that never gave its position cannot
   * be measured from: its orders carry no distance (and so no distance pay).
   */
  withinArea: boolean;
}

/** Whether `restaurant` delivers to `dropOff`, compared on the unrounded distance. */
export function deliveryReach(restaurant: DeliveryAreaRestaurant, dropOff: LatLng): DeliveryReach {
  const from = parseLatLng(restaurant.latitude, restaurant.longitude);
  if (!from) return { distanceKm: null, withinArea: true };
  const distanceKm = haversineKm(from, dropOff);
  return { distanceKm, withinArea: distanceKm <= restaurant.deliveryRadiusKm };
}
