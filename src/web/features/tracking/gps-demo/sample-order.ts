import type { OrderStatus } from '#domain/order-lifecycle/status-machine.ts';
import type { LatLng } from '#domain/shared/geo.ts';
import { TRACKING_REFRESH_MS } from '#web/lib/ui-timings.ts';

// SPEC section 2, /gps-tracking: a demo page that looks up one hard-coded sample order by phone
// number and follows a simulated driver. Nothing here touches real orders (those are on
// /track-order). The phone number uses the 555-01xx range, which is reserved for fiction.

export const SAMPLE_PHONE = '+1 (555) 012-3456';

/** Claims of the demo's feature cards (SPEC section 2): update interval, accuracy, availability. */
export const GPS_UPDATE_INTERVAL_MS = TRACKING_REFRESH_MS;
export const GPS_ACCURACY_METERS = 3;
export const GPS_AVAILABILITY = '24/7';

export interface SampleOrder {
  id: number;
  customerName: string;
  restaurantName: string;
  items: ReadonlyArray<{ name: string; quantity: number }>;
  total: string;
  /** ISO 4217 of the total: the sample restaurant is in Toronto. */
  currency: string;
  status: OrderStatus;
  deliveryAddress: string;
  driver: {
    name: string;
    vehicle: string;
    licencePlate: string;
    rating: string;
    totalDeliveries: number;
  };
  /** Driver's path from the restaurant (first point) to the customer (last point). */
  route: readonly LatLng[];
}

/** Where the tracking demo places its driver (about downtown Toronto). */
export const DEMO_COORDINATES = Object.freeze({ latitude: 43.65, longitude: -79.35 });

const { latitude, longitude } = DEMO_COORDINATES;

export const SAMPLE_ORDER: SampleOrder = {
  id: 2048,
  customerName: 'Sam Rivera',
  restaurantName: 'Nonna Rosa Pizzeria',
  items: [
    { name: 'Margherita', quantity: 1 },
    { name: 'Garlic Knots', quantity: 2 },
  ],
  total: '31.96',
  currency: 'CAD',
  status: 'on-the-way',
  deliveryAddress: '88 Sample Lane, Toronto',
  driver: {
    name: 'Jordan Lee',
    vehicle: 'Blue scooter',
    licencePlate: 'QB 2048',
    rating: '4.9',
    totalDeliveries: 1342,
  },
  // Starts at the demo coordinates and follows a few blocks of a street grid to the customer.
  route: [
    { latitude, longitude },
    { latitude: latitude + 0.004, longitude: longitude - 0.002 },
    { latitude: latitude + 0.0052, longitude: longitude - 0.0125 },
    { latitude: latitude + 0.0098, longitude: longitude - 0.0147 },
    { latitude: latitude + 0.0121, longitude: longitude - 0.0262 },
  ],
};

/** Digits only, so "+1 (555) 012-3456", "555-012-3456" and "15550123456" all match. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

export function matchesSamplePhone(phone: string): boolean {
  const digits = phoneDigits(phone);
  const sample = phoneDigits(SAMPLE_PHONE);
  return digits.length > 0 && (digits === sample || `1${digits}` === sample);
}
