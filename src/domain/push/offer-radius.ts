// Which online drivers hear of a new offer: those whose last position is within OFFER_RADIUS_KM of
// the restaurant (great-circle distance, DESIGN section 4). A driver whose position is not known yet,
// or an order whose restaurant has none, cannot be ruled out: those drivers hear of it too.
import { parseLatLng } from '../ordering/delivery-location';
import { haversineKm } from '../shared/geo';

export const OFFER_RADIUS_KM = 10;

/** Positions as stored (numeric text, or null). */
export interface StoredPosition {
  latitude: string | null;
  longitude: string | null;
}

/** km from the driver to the restaurant, or null when either position is unknown. */
export function pickupDistanceKm(driver: StoredPosition, restaurant: StoredPosition): number | null {
  const from = parseLatLng(driver.latitude, driver.longitude);
  const to = parseLatLng(restaurant.latitude, restaurant.longitude);
  return from && to ? haversineKm(from, to) : null;
}

export function isWithinOfferRadius(pickupKm: number | null): boolean {
  return pickupKm === null || pickupKm <= OFFER_RADIUS_KM;
}
