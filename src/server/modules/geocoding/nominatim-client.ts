import * as z from 'zod';
import type { GeocodeMatch } from '#domain/geocoding/responses.ts';
import { MAX_GEOCODE_MATCHES } from '#domain/geocoding/rules.ts';
import { isValidLatLng } from '#domain/shared/geo.ts';
import { GeocoderError, geocoderFailed } from './geocoder-errors';

// The HTTP client of a Nominatim-compatible geocoder (https://nominatim.org/release-docs/latest/api/):
// GET {GEOCODER_URL}/search and /reverse with format=jsonv2. The base URL is the operator's; what
// the customer typed only ever goes into the query string, through URLSearchParams. Every call
// carries the request's signal (its deadline, and its client going away).

/** A geocoder's answer larger than this is not a handful of addresses: refused as failed. */
const MAX_ANSWER_BYTES = 512 * 1024;
/** A label longer than this is cut (Nominatim's are well under 200 characters). */
const MAX_LABEL_LENGTH = 300;

export interface GeocoderCall {
  /** Aborts at the request's deadline (reason TimeoutError) or when its client leaves. */
  signal: AbortSignal;
  /** The client's Accept-Language, when it sent a well-formed one: labels in its language. */
  acceptLanguage?: string;
}

export interface NominatimClient {
  search(query: { q: string; country?: string }, call: GeocoderCall): Promise<GeocodeMatch[]>;
  /** The label at a point; null when the geocoder knows no address there. */
  reverse(point: { latitude: number; longitude: number }, call: GeocoderCall): Promise<string | null>;
}

export interface NominatimClientOptions {
  /** GEOCODER_URL as configured: an origin, maybe a path (no trailing slash), maybe a query (a key). */
  baseUrl: string;
  userAgent: string;
  fetch?: typeof fetch;
}

/** Nominatim sends coordinates as decimal strings; a compatible service may send numbers. */
const coordinate = z.union([z.string(), z.number()]).transform(Number);
const placeSchema = z.object({
  display_name: z.string().trim().min(1),
  lat: coordinate,
  lon: coordinate,
});

function toMatch(place: unknown): GeocodeMatch | undefined {
  const parsed = placeSchema.safeParse(place);
  if (!parsed.success) return undefined;
  const { display_name: label, lat: latitude, lon: longitude } = parsed.data;
  if (!isValidLatLng({ latitude, longitude })) return undefined;
  return { label: label.slice(0, MAX_LABEL_LENGTH), latitude, longitude };
}

export function createNominatimClient(options: NominatimClientOptions): NominatimClient {
  const doFetch = options.fetch ?? fetch;

  /** The geocoder's JSON answer; any other outcome than a 2xx with JSON is a GeocoderError or an abort. */
  async function getJson(path: '/search' | '/reverse', params: Record<string, string>, call: GeocoderCall) {
    const url = new URL(options.baseUrl);
    url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const headers: Record<string, string> = { accept: 'application/json', 'user-agent': options.userAgent };
    if (call.acceptLanguage) headers['accept-language'] = call.acceptLanguage;

    let response: Response;
    try {
      response = await doFetch(url, { headers, signal: call.signal, redirect: 'error' });
    } catch (error) {
      if (call.signal.aborted) throw error;
      throw geocoderFailed({ reason: 'connection failed' });
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw geocoderFailed({ status: response.status, reason: 'error status' });
    }
    const text = await readCapped(response, call.signal);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw geocoderFailed({ status: response.status, reason: 'not JSON' });
    }
  }

  return {
    async search({ q, country }, call) {
      const params: Record<string, string> = {
        format: 'jsonv2',
        q,
        limit: String(MAX_GEOCODE_MATCHES),
        addressdetails: '0',
      };
      if (country) params.countrycodes = country.toLowerCase();
      const answer = await getJson('/search', params, call);
      if (!Array.isArray(answer)) throw geocoderFailed({ reason: 'search answer is not a list' });
      const matches: GeocodeMatch[] = [];
      for (const place of answer) {
        const match = toMatch(place);
        if (match) matches.push(match);
        if (matches.length === MAX_GEOCODE_MATCHES) break;
      }
      return matches;
    },

    async reverse({ latitude, longitude }, call) {
      const params = { format: 'jsonv2', lat: String(latitude), lon: String(longitude) };
      const answer = await getJson('/reverse', params, call);
      // Nominatim answers 200 with { error: "Unable to geocode" } where it knows no address.
      if (answer !== null && typeof answer === 'object' && 'error' in answer) return null;
      const match = toMatch(answer);
      if (!match) throw geocoderFailed({ reason: 'reverse answer without a label' });
      return match.label;
    },
  };
}

/** The body as text, refused past MAX_ANSWER_BYTES; the signal still aborts the read. */
async function readCapped(response: Response, signal: AbortSignal): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_ANSWER_BYTES) {
        await reader.cancel().catch(() => {});
        throw geocoderFailed({ status: response.status, reason: 'answer too large' });
      }
      chunks.push(value);
    }
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    if (error instanceof GeocoderError) throw error;
    throw geocoderFailed({ status: response.status, reason: 'answer cut off' });
  }
  return Buffer.concat(chunks).toString('utf8');
}
