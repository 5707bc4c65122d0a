import type { DriverDelivery } from '#domain/driver-deliveries/responses.ts';

/** The statuses in which the food is still at the restaurant: Navigate leads there, afterwards to the door. */
const BEFORE_PICKUP: readonly string[] = ['preparing', 'ready'];

/**
 * A Google Maps directions link to `destination` (an address, or "lat,lng"). This universal URL opens
 * the Maps app on Android and iOS when installed and the website otherwise, with the route from
 * wherever the phone is.
 */
export function directionsUrl(destination: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** A place's coordinates as "lat,lng", or null when either is missing or not a number. */
export function coordinatesText(latitude: string | null, longitude: string | null): string | null {
  if (latitude === null || longitude === null) return null;
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (latitude.trim() === '' || longitude.trim() === '' || !Number.isFinite(lat) || !Number.isFinite(lng)) {
    return null;
  }
  return `${lat},${lng}`;
}

/**
 * Where to send the map app: the address as written (what the customer typed, what the restaurant
 * registered, the same text a human reads on the card), the coordinates when there is no address.
 */
export function destinationOf(address: string | null, latitude: string | null, longitude: string | null) {
  const written = address?.trim();
  return written ? written : coordinatesText(latitude, longitude);
}

export interface NavigationTarget {
  /** "restaurant" before pickup, "customer" after. */
  to: 'restaurant' | 'customer';
  /** The link's text. */
  label: string;
  url: string;
}

/** Navigate: to the restaurant before pickup, to the customer after; null when the place has neither address nor position. */
export function navigationTarget(delivery: DriverDelivery): NavigationTarget | null {
  if (BEFORE_PICKUP.includes(delivery.status)) {
    const { address, latitude, longitude } = delivery.pickup;
    const destination = destinationOf(address, latitude, longitude);
    return destination
      ? { to: 'restaurant', label: 'Navigate to restaurant', url: directionsUrl(destination) }
      : null;
  }
  const destination = destinationOf(
    delivery.customerAddress,
    delivery.customerLatitude,
    delivery.customerLongitude,
  );
  return destination
    ? { to: 'customer', label: 'Navigate to customer', url: directionsUrl(destination) }
    : null;
}

/** A tel: link for a phone number as people write it ("+1 416-555-0101" -> "tel:+14165550101"); null when it has no digits. */
export function telHref(phone: string | null): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 0) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
