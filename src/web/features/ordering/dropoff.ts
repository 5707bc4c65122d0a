import { findCountryByName } from '#domain/countries/country-list.ts';
import {
  GEOCODE_ERROR_CODES,
  GEOCODER_FAILED,
  GEOCODER_TIMEOUT,
  GEOCODER_UNAVAILABLE,
} from '#domain/geocoding/rules.ts';
import {
  type DeliveryAreaRestaurant,
  deliveryReach,
  parseLatLng,
} from '#domain/ordering/delivery-location.ts';
import { CHOOSE_DELIVERY_POINT, outsideDeliveryAreaMessage } from '#domain/ordering/messages.ts';
import type { LatLng } from '#domain/shared/geo.ts';
import { apiErrorBody, isApiError } from '#web/lib/api-client.ts';

// The drop-off pin the customer confirms on the map (DESIGN deviation 14): the rules the picker and
// both Place Order buttons share. There are no fallback coordinates: without a pin, nothing is sent.

export { GEOCODER_UNAVAILABLE } from '#domain/geocoding/rules.ts';
export { CHOOSE_DELIVERY_POINT } from '#domain/ordering/messages.ts';

/** When the address search answered no match. */
export const NO_ADDRESS_MATCHES = 'No matching addresses. Try another spelling, or place the pin on the map.';

export type GeocodeFailure = { kind: 'unavailable'; message: string } | { kind: 'retry'; message: string };

/**
 * What a failed address search tells the customer: for good when no geocoder is configured (503
 * geocoder_unavailable: the map still works), else the server's message for a retry (429 busy,
 * 502 failed, 504 too slow), or ours when no JSON answer came back at all.
 */
export function geocodeFailure(error: unknown): GeocodeFailure {
  const body = apiErrorBody(error);
  if (isApiError(error, 503) && body?.code === GEOCODE_ERROR_CODES.unavailable)
    return { kind: 'unavailable', message: GEOCODER_UNAVAILABLE };
  if (body?.message) return { kind: 'retry', message: body.message };
  if (isApiError(error, 504)) return { kind: 'retry', message: GEOCODER_TIMEOUT };
  return { kind: 'retry', message: GEOCODER_FAILED };
}

/** The restaurant's two-letter country code for the address search, or null when unknown. */
export function countryCodeOf(countryName: string | null | undefined): string | null {
  if (!countryName) return null;
  return findCountryByName(countryName)?.code ?? null;
}

/** What the drop-off checks need to know of the cart's restaurant. */
export type DropoffRestaurant = DeliveryAreaRestaurant & { name: string };

/**
 * Why the pin cannot be ordered to, in the customer's words, or null when it can: no pin yet, or
 * one beyond the restaurant's delivery area (the server's own words, so the customer reads the
 * same whether the browser or the server noticed). An unknown restaurant is left to the server.
 */
export function dropoffProblem(
  dropoff: LatLng | null,
  restaurant: DropoffRestaurant | null | undefined,
): string | null {
  if (!dropoff) return CHOOSE_DELIVERY_POINT;
  if (!restaurant) return null;
  const reach = deliveryReach(restaurant, dropoff);
  if (reach.withinArea || reach.distanceKm === null) return null;
  return outsideDeliveryAreaMessage(restaurant.name, restaurant.deliveryRadiusKm, reach.distanceKm);
}

/** The restaurant's position, or null when it has none on record. */
export function restaurantPosition(
  restaurant: Pick<DeliveryAreaRestaurant, 'latitude' | 'longitude'> | null | undefined,
): LatLng | null {
  return restaurant ? parseLatLng(restaurant.latitude, restaurant.longitude) : null;
}

export type NudgeDirection = 'north' | 'south' | 'east' | 'west';

/** How far one press of an arrow button moves the pin. */
export const NUDGE_METRES = 25;
const METRES_PER_DEGREE_LATITUDE = 111_320;

/** Rounds to 6 decimals (about 10 cm): what the pin sends and the server stores. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** The pin moved `metres` in one direction, for customers who place it with the keyboard. */
export function nudgePoint(point: LatLng, direction: NudgeDirection, metres = NUDGE_METRES): LatLng {
  const dLat = metres / METRES_PER_DEGREE_LATITUDE;
  // A degree of longitude shrinks towards the poles; never divide by (almost) zero.
  const cos = Math.max(Math.cos((point.latitude * Math.PI) / 180), 0.01);
  const dLng = metres / (METRES_PER_DEGREE_LATITUDE * cos);
  const latitude = Math.min(
    90,
    Math.max(-90, point.latitude + (direction === 'north' ? dLat : direction === 'south' ? -dLat : 0)),
  );
  let longitude = point.longitude + (direction === 'east' ? dLng : direction === 'west' ? -dLng : 0);
  if (longitude > 180) longitude -= 360;
  if (longitude < -180) longitude += 360;
  return { latitude: roundCoordinate(latitude), longitude: roundCoordinate(longitude) };
}

/** A point from the map or a search, rounded and kept inside the valid ranges. */
export function toDropoff(point: LatLng): LatLng {
  let longitude = point.longitude;
  // Leaflet lets the world wrap: a tap one world to the east answers 190 degrees.
  while (longitude > 180) longitude -= 360;
  while (longitude < -180) longitude += 360;
  return {
    latitude: roundCoordinate(Math.min(90, Math.max(-90, point.latitude))),
    longitude: roundCoordinate(longitude),
  };
}

/** "2.4 km" (one decimal, as the refusal and the cards show it). */
export function formatKm(km: number): string {
  return `${km.toFixed(1)} km`;
}
