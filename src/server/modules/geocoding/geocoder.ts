import type { GeocodeMatch } from '#domain/geocoding/responses.ts';
import type { AppConfig } from '#server/config.ts';
import { type AnswerCache, createAnswerCache } from './answer-cache';
import { createNominatimClient, type NominatimClient } from './nominatim-client';
import { createUpstreamPace, type UpstreamPace } from './upstream-pace';

// The address search's parts on one instance: the geocoder's client, its pace and the answer caches
// (docs/configuration.md, "Address search").

/** Answers kept per cache (searches, pins), least recently used dropped first. */
export const GEOCODE_CACHE_ENTRIES = 1000;
export const GEOCODE_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * Longest wait for a turn at the geocoder; a call that would wait longer is refused with 503
 * geocoder_busy. Half the request's deadline, so a waiting call still has time for the geocoder.
 */
export const MAX_PACE_WAIT_MS = 1500;

export type GeocoderSettings = Pick<
  AppConfig,
  'geocoderUrl' | 'geocoderRequestsPerSecond' | 'geocoderUserAgent' | 'geocodeRateLimit'
>;

export interface Geocoder {
  client: NominatimClient;
  pace: UpstreamPace;
  searches: AnswerCache<GeocodeMatch[]>;
  /** Labels by rounded position; null: the geocoder knows no address there. */
  pins: AnswerCache<string | null>;
}

export function createGeocoder(baseUrl: string, settings: GeocoderSettings): Geocoder {
  const cache = { maxEntries: GEOCODE_CACHE_ENTRIES, ttlMs: GEOCODE_CACHE_TTL_MS };
  return {
    client: createNominatimClient({ baseUrl, userAgent: settings.geocoderUserAgent }),
    pace: createUpstreamPace({
      intervalMs: Math.ceil(1000 / settings.geocoderRequestsPerSecond),
      maxWaitMs: MAX_PACE_WAIT_MS,
    }),
    searches: createAnswerCache(cache),
    pins: createAnswerCache(cache),
  };
}
