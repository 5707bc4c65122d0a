import type { CustomerOrder } from '../../../domain/customer-order';
import { parseLatLng } from '../../../domain/delivery-location';
import { etaMinutes, haversineKm, type LatLng } from '../../../domain/geo';

// What the live tracker shows: the restaurant, the customer (only when the server could compute a
// delivery distance, i.e. the position is a real one) and the driver once its position arrives
// over the live channel, with the ETA at 2 minutes per km (DESIGN section 4).

export interface TrackerPositions {
  restaurant: LatLng | null;
  customer: LatLng | null;
  driver: LatLng | null;
  /** km still to go: from the driver, or from the restaurant before the driver's first position. */
  remainingKm: number | null;
  etaMinutes: number | null;
}

type PositionFields = Pick<
  CustomerOrder,
  'restaurantLatitude' | 'restaurantLongitude' | 'customerLatitude' | 'customerLongitude' | 'deliveryDistance'
>;

export function trackerPositions(order: PositionFields, driver: LatLng | null | undefined): TrackerPositions {
  const restaurant = parseLatLng(order.restaurantLatitude, order.restaurantLongitude);
  const customer =
    order.deliveryDistance === null ? null : parseLatLng(order.customerLatitude, order.customerLongitude);
  const from = driver ?? restaurant;
  const remainingKm = from && customer ? haversineKm(from, customer) : null;
  return {
    restaurant,
    customer,
    driver: driver ?? null,
    remainingKm,
    etaMinutes: remainingKm === null ? null : etaMinutes(remainingKm),
  };
}

/** 43.653226 -> '43.6532' (about 10 m, plenty for reading a position aloud). */
export function formatCoordinates(point: LatLng): string {
  return `${point.latitude.toFixed(4)}, ${point.longitude.toFixed(4)}`;
}
