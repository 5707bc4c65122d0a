import { parseLatLng } from '#domain/ordering/delivery-location.ts';
import { etaMinutes, haversineKm, type LatLng } from '#domain/shared/geo.ts';
import type { ServerMessage } from '#domain/shared/live-messages.ts';
import type { PhoneOrder, TrackedOrder } from '#domain/tracking/responses.ts';
import type { DriverPosition } from '#domain/tracking/rules.ts';

// What the live tracker shows: the restaurant, the customer (the full view only, and only when the
// server could compute a delivery distance, i.e. the position is a real one) and the driver, from
// the position the order came with and then each driver_location_update, with the travel time at
// 2 minutes per km (DESIGN section 4).

export interface TrackerPositions {
  restaurant: LatLng | null;
  customer: LatLng | null;
  driver: LatLng | null;
  /** km still to go: from the driver, or from the restaurant before the driver's first position. */
  remainingKm: number | null;
  etaMinutes: number | null;
}

/** A phone view has no customer coordinates; the full view has them. */
type PositionFields = Pick<PhoneOrder, 'restaurantLatitude' | 'restaurantLongitude' | 'deliveryDistance'> &
  Partial<Pick<TrackedOrder, 'customerLatitude' | 'customerLongitude'>>;

/** The customer's position, when the order carries a usable one. */
export function customerPosition(order: PositionFields): LatLng | null {
  if (order.deliveryDistance === null) return null;
  return parseLatLng(order.customerLatitude ?? null, order.customerLongitude ?? null);
}

export function trackerPositions(order: PositionFields, driver: LatLng | null | undefined): TrackerPositions {
  const restaurant = parseLatLng(order.restaurantLatitude, order.restaurantLongitude);
  const customer = customerPosition(order);
  const at = driver ? { latitude: driver.latitude, longitude: driver.longitude } : null;
  const from = at ?? restaurant;
  const remainingKm = from && customer ? haversineKm(from, customer) : null;
  return {
    restaurant,
    customer,
    driver: at,
    remainingKm,
    etaMinutes: remainingKm === null ? null : etaMinutes(remainingKm),
  };
}

type DriverLocationData = Extract<ServerMessage, { type: 'driver_location_update' }>['data'];

/** A live position, timed by the driver's device, or by its arrival when it carries no readable time. */
export function positionFromUpdate(data: DriverLocationData, receivedAt: number): DriverPosition {
  const at = data.at && !Number.isNaN(Date.parse(data.at)) ? data.at : new Date(receivedAt).toISOString();
  return { latitude: data.latitude, longitude: data.longitude, at };
}

/**
 * The newer of two positions of one order: the one the order was loaded with and the last live one.
 * A refetch must not move the marker back, nor a late live message undo a newer load.
 */
export function latestPosition(
  a: DriverPosition | null | undefined,
  b: DriverPosition | null | undefined,
): DriverPosition | null {
  if (!a) return b ?? null;
  if (!b) return a;
  const timeA = Date.parse(a.at);
  const timeB = Date.parse(b.at);
  if (Number.isNaN(timeB)) return a;
  if (Number.isNaN(timeA)) return b;
  return timeB > timeA ? b : a;
}

/** 43.653226 -> '43.6532' (about 10 m, plenty for reading a position aloud). */
export function formatCoordinates(point: LatLng): string {
  return `${point.latitude.toFixed(4)}, ${point.longitude.toFixed(4)}`;
}
