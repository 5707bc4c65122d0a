// Distance and ETA rules of DESIGN section 4: great-circle (haversine) distance on a sphere of
// radius 6371 km, stored with 2 decimals, and about 2 minutes of travel per km.

export const ETA_MINUTES_PER_KM = 2;
export const EARTH_RADIUS_KM = 6371;

export interface LatLng {
  latitude: number;
  longitude: number;
}

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

export function isValidLatLng(point: LatLng): boolean {
  return (
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude) &&
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180
  );
}

/** Great-circle distance in km between two points given in degrees. */
export function haversineKm(a: LatLng, b: LatLng): number {
  if (!isValidLatLng(a) || !isValidLatLng(b)) throw new RangeError('Invalid coordinates');
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  // min(1, ...) guards against h creeping past 1 through rounding for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Rounds to 2 decimals, the precision of the deliveryDistance column (numeric 5,2). */
export function roundKm(km: number): number {
  if (!Number.isFinite(km)) throw new RangeError(`Distance must be finite, got ${km}`);
  // Scaling by 100 can land just below .5 (1.005 * 100 = 100.49999...); the epsilon is far below
  // any real difference in distance and keeps half-way values rounding up.
  return Math.round(km * 100 + 1e-9) / 100;
}

/** Delivery distance as stored: haversine rounded to 2 decimals. */
export function deliveryDistanceKm(from: LatLng, to: LatLng): number {
  return roundKm(haversineKm(from, to));
}

/** 2 minutes per km, rounded up to whole minutes, never below 1 (a delivery takes some time). */
export function etaMinutes(km: number): number {
  if (!Number.isFinite(km) || km < 0)
    throw new RangeError(`Distance must be a non-negative number, got ${km}`);
  // Round the product first so float noise (0.35 * 2 = 0.7000000000000001) cannot add a minute
  // to a value that is exact in decimal.
  const minutes = Math.round(km * ETA_MINUTES_PER_KM * 1e6) / 1e6;
  return Math.max(1, Math.ceil(minutes));
}
