import type { GeocodeReverseQuery } from '#domain/geocoding/requests.ts';
import type { GeocodeReverse } from '#domain/geocoding/responses.ts';
import { languageKey } from './answer-cache';
import { callUpstream } from './call-upstream';
import type { Geocoder } from './geocoder';
import { noAddressAtPin } from './geocoder-errors';
import type { GeocoderCall } from './nominatim-client';

// GET /api/geocode/reverse: the address at the customer's pin. The position is rounded to 5
// decimals (about a metre) before it is asked or cached, so a pin nudged by a hair is one answer.

const DECIMALS = 5;

export async function reverseGeocode(
  geocoder: Geocoder,
  query: GeocodeReverseQuery,
  call: GeocoderCall,
): Promise<GeocodeReverse> {
  const point = { latitude: round(query.latitude), longitude: round(query.longitude) };
  const key = [point.latitude, point.longitude, languageKey(call.acceptLanguage)].join('|');
  let label = geocoder.pins.get(key);
  if (label === undefined) {
    label = await callUpstream(geocoder, call, () => geocoder.client.reverse(point, call));
    geocoder.pins.set(key, label);
  }
  if (label === null) throw noAddressAtPin();
  return { label };
}

function round(degrees: number): number {
  // toFixed then Number: -0.000001 becomes 0, never "-0".
  return Number(degrees.toFixed(DECIMALS)) + 0;
}
