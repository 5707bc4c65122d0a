import type { GeocodeSearchQuery } from '#domain/geocoding/requests.ts';
import type { GeocodeMatch } from '#domain/geocoding/responses.ts';
import { languageKey } from './answer-cache';
import { callUpstream } from './call-upstream';
import type { Geocoder } from './geocoder';
import type { GeocoderCall } from './nominatim-client';

// GET /api/geocode/search: up to five matches for what the customer typed, from the cache when the
// same search (same words, country and language) was answered in the last day.

export async function searchAddresses(
  geocoder: Geocoder,
  query: GeocodeSearchQuery,
  call: GeocoderCall,
): Promise<GeocodeMatch[]> {
  const key = searchKey(query, call.acceptLanguage);
  const cached = geocoder.searches.get(key);
  if (cached) return cached;
  const matches = await callUpstream(geocoder, call, () => geocoder.client.search(query, call));
  geocoder.searches.set(key, matches);
  return matches;
}

/** Case and spacing do not make another search. */
function searchKey(query: GeocodeSearchQuery, acceptLanguage: string | undefined): string {
  const words = query.q.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');
  return [query.country ?? '', languageKey(acceptLanguage), words].join('|');
}
