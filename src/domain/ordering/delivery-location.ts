// Whether the customer's coordinates can be used for the route (distance, payouts, map). The drawer
// sends a fixed fallback position when the browser will not tell where the customer is (SPEC
// section 7); that position, or one implausibly far from the restaurant, says nothing about the
// delivery, so it must not turn into hundreds of kilometres of driver pay.

import { deliveryDistanceKm, type LatLng } from '../shared/geo';
import { MAX_DELIVERY_DISTANCE_KM } from './rules';

/** Used by the drawer when browser geolocation fails. */
export const GEOLOCATION_FALLBACK = Object.freeze({ latitude: 25.7743, longitude: -80.1937 });

/** Parses stored or sent coordinate text; null when missing or not a valid position. */
export function parseLatLng(latitude: string | null | undefined, longitude: string | null | undefined) {
  if (!latitude || !longitude) return null;
  const point = { latitude: Number(latitude), longitude: Number(longitude) };
  if (!Number.isFinite(point.latitude) || !Number.isFinite(point.longitude)) return null;
  if (Math.abs(point.latitude) > 90 || Math.abs(point.longitude) > 180) return null;
  return point;
}

export function isGeolocationFallback(point: LatLng): boolean {
  return (
    Math.abs(point.latitude - GEOLOCATION_FALLBACK.latitude) < 1e-6 &&
    Math.abs(point.longitude - GEOLOCATION_FALLBACK.longitude) < 1e-6
  );
}

/** The restaurant-to-customer distance in km (2 decimals), or null when it cannot be known. */
export function routeDistanceKm(restaurant: LatLng | null, customer: LatLng | null): number | null {
  if (!restaurant || !customer || isGeolocationFallback(customer)) return null;
  const km = deliveryDistanceKm(restaurant, customer);
  return km <= MAX_DELIVERY_DISTANCE_KM ? km : null;
}
