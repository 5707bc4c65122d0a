import {
  type GeocodeMatch,
  geocodeReverseResponseSchema,
  geocodeSearchResponseSchema,
} from '#domain/geocoding/responses.ts';
import { apiGet } from '#web/lib/api-client.ts';

// The server's geocoder proxy (GEOCODER_URL): address search and the address of a pin.
// Coordinates travel as numbers.

/** One match of an address search. */
export type AddressMatch = GeocodeMatch;

/**
 * GET /api/geocode/search?q=&country=: up to 5 matches for what the customer typed, in the
 * restaurant's country (two-letter code) when it is known.
 */
export function searchAddresses(
  query: string,
  countryCode: string | null,
  signal?: AbortSignal,
): Promise<AddressMatch[]> {
  const params = new URLSearchParams({ q: query });
  if (countryCode) params.set('country', countryCode);
  return apiGet(`/api/geocode/search?${params}`, geocodeSearchResponseSchema, signal);
}

/** GET /api/geocode/reverse?latitude=&longitude=: the address of a pin, as one line. */
export async function reverseGeocode(
  point: { latitude: number; longitude: number },
  signal?: AbortSignal,
): Promise<string> {
  const params = new URLSearchParams({
    latitude: String(point.latitude),
    longitude: String(point.longitude),
  });
  const { label } = await apiGet(`/api/geocode/reverse?${params}`, geocodeReverseResponseSchema, signal);
  return label;
}
