// What placing an order says about the drop-off and the restaurant's delivery area (DESIGN
// deviation 14). The server answers these texts and the web shows them before asking, word for word.
import { MAX_DELIVERY_RADIUS_KM, MIN_DELIVERY_RADIUS_KM } from './rules';

/** No confirmed pin: customerLatitude or customerLongitude missing or blank. */
export const CHOOSE_DELIVERY_POINT = 'Choose the delivery point on the map';
export const LATITUDE_RANGE = 'Latitude must be between -90 and 90';
export const LONGITUDE_RANGE = 'Longitude must be between -180 and 180';

export const DELIVERY_RADIUS_RANGE = `Delivery radius must be between ${MIN_DELIVERY_RADIUS_KM} and ${MAX_DELIVERY_RADIUS_KM} km`;
export const DELIVERY_RADIUS_WHOLE = 'Delivery radius must be a whole number of km';

/** The 409 code of a drop-off beyond the restaurant's radius. */
export const OUTSIDE_DELIVERY_AREA = 'outside_delivery_area';

/** One decimal, as the refusal shows a distance ("8.0"). */
export function formatDistanceKm(km: number): string {
  return km.toFixed(1);
}

/**
 * "{restaurant} delivers within {r} km; this address is {d} km away". The distance is shown to one
 * decimal, but whether it is too far is decided on the unrounded distance (8.04 km is beyond 8 km
 * although it reads "8.0").
 */
export function outsideDeliveryAreaMessage(
  restaurantName: string,
  radiusKm: number,
  distanceKm: number,
): string {
  return `${restaurantName} delivers within ${radiusKm} km; this address is ${formatDistanceKm(distanceKm)} km away`;
}
