import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LATITUDE_QUERY,
  LONGITUDE_QUERY,
  SEARCH_COUNTRY_FORMAT,
  SEARCH_QUERY_LENGTH,
} from '#domain/geocoding/requests.ts';
import { geocodeReverseResponseSchema, geocodeSearchResponseSchema } from '#domain/geocoding/responses.ts';
import { GEOCODER_UNAVAILABLE, NO_ADDRESS_AT_PIN } from '#domain/geocoding/rules.ts';
import { type NominatimServer, startNominatimServer, TORONTO_PLACES } from '../../support/nominatim-server';
import { uniqueAddress } from '../../support/registration-payloads';
import { buildTestApp, openTestDatabase, type TestApp, type TestDatabase } from '../../support/test-app';

// GET /api/geocode/search and /reverse: the address search for the drop-off pin, through the
// geocoder the operator configured (here a Nominatim-shaped server the test starts).

let database: TestDatabase;
let nominatim: NominatimServer;
let t: TestApp;

/** A geocoder pace and a rate limit that these tests never reach (geocoder-limits.test.ts tests both). */
const FAST = { GEOCODER_REQUESTS_PER_SECOND: '1000', GEOCODE_RATE_LIMIT: '1000' };

beforeAll(async () => {
  database = await openTestDatabase();
  nominatim = await startNominatimServer();
  t = await buildTestApp({
    database,
    env: { ...FAST, GEOCODER_URL: nominatim.url, PUBLIC_URL: 'https://quickbite.example' },
  });
});
afterAll(async () => {
  await t?.app.close();
  await nominatim?.close();
  await database?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: uniqueAddress() });

/** The geocoder's requests made while `run` ran. */
async function upstreamDuring(run: () => Promise<unknown>) {
  const before = nominatim.requests.length;
  await run();
  return nominatim.requests.slice(before);
}

describe('GET /api/geocode/search', () => {
  it('answers at most 5 matches with a label and numeric coordinates, asking the geocoder as Nominatim expects', async () => {
    let res: Awaited<ReturnType<typeof get>> | undefined;
    const seen = await upstreamDuring(async () => {
      res = await get(`/api/geocode/search?q=${encodeURIComponent('  Queen Street  ')}`);
    });
    if (!res) throw new Error('no answer');
    expect(res.statusCode, res.body).toBe(200);
    const matches = geocodeSearchResponseSchema.parse(res.json());
    expect(matches).toHaveLength(5);
    for (const match of matches) {
      expect(Object.keys(match).sort()).toEqual(['label', 'latitude', 'longitude']);
      expect(typeof match.latitude).toBe('number');
      expect(typeof match.longitude).toBe('number');
    }
    expect(matches[0]).toEqual({
      label: TORONTO_PLACES[0]?.label,
      latitude: TORONTO_PLACES[0]?.latitude,
      longitude: TORONTO_PLACES[0]?.longitude,
    });

    expect(seen).toHaveLength(1);
    const [call] = seen;
    expect(call?.path).toBe('/search');
    expect(Object.fromEntries(call?.params ?? [])).toEqual({
      format: 'jsonv2',
      q: 'Queen Street',
      limit: '5',
      addressdetails: '0',
    });
  });

  it('names the product, its version and the site to the geocoder, and passes the client’s language on', async () => {
    const seen = await upstreamDuring(async () => {
      const res = await get('/api/geocode/search?q=200%20Bay%20Street', {
        'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5',
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(seen[0]?.headers['user-agent']).toMatch(
      /^QuickBite\/\d+\.\d+\.\d+ \(\+https:\/\/quickbite\.example\)$/,
    );
    expect(seen[0]?.headers['accept-language']).toBe('fr-CA,fr;q=0.9,en;q=0.5');
  });

  it('sends the country to the geocoder as countrycodes', async () => {
    const seen = await upstreamDuring(async () => {
      const res = await get('/api/geocode/search?q=Queen%20Street&country=NZ');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual([
        {
          label: 'Queen Street, Auckland Central, Auckland, 1010, New Zealand',
          latitude: -36.8485,
          longitude: 174.7633,
        },
      ]);
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.params.get('countrycodes')).toBe('nz');
  });

  it('answers a repeated search from its cache: the geocoder is asked once', async () => {
    const seen = await upstreamDuring(async () => {
      const first = await get('/api/geocode/search?q=Queen%20Street%20East&country=ca');
      const again = await get('/api/geocode/search?q=queen%20%20STREET%20east%20&country=CA');
      expect(first.statusCode, first.body).toBe(200);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(first.json()).toHaveLength(1);
    });
    expect(seen).toHaveLength(1);

    // Another country or language is another answer.
    const more = await upstreamDuring(async () => {
      await get('/api/geocode/search?q=Queen%20Street%20East');
      await get('/api/geocode/search?q=Queen%20Street%20East&country=CA', { 'accept-language': 'fr' });
    });
    expect(more).toHaveLength(2);
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await get('/api/geocode/search?q=Nowhere%20Lane');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('puts what the customer typed only into the geocoder’s query string', async () => {
    const typed = '../../reverse?lat=1#@evil.example/x%2F..';
    const seen = await upstreamDuring(async () => {
      const res = await get(`/api/geocode/search?q=${encodeURIComponent(typed)}`);
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.path).toBe('/search');
    expect(seen[0]?.params.get('q')).toBe(typed);
    expect(seen[0]?.params.get('lat')).toBeNull();
  });

  it.each([
    ['', 'q', SEARCH_QUERY_LENGTH],
    ['?q=ab', 'q', SEARCH_QUERY_LENGTH],
    ['?q=%20%20ab%20%20', 'q', SEARCH_QUERY_LENGTH],
    [`?q=${'a'.repeat(201)}`, 'q', SEARCH_QUERY_LENGTH],
    ['?q=abc&q=def', 'q', SEARCH_QUERY_LENGTH],
    ['?q=Queen&country=CAN', 'country', SEARCH_COUNTRY_FORMAT],
    ['?q=Queen&country=C1', 'country', SEARCH_COUNTRY_FORMAT],
    ['?q=Queen&country=', 'country', SEARCH_COUNTRY_FORMAT],
  ])('refuses %j with a 400 naming %s, without asking the geocoder', async (query, field, message) => {
    const seen = await upstreamDuring(async () => {
      const res = await get(`/api/geocode/search${query}`);
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json() as { code: string; fields: Record<string, string> };
      expect(body.code).toBe('invalid_input');
      expect(body.fields[field]).toBe(message);
    });
    expect(seen).toHaveLength(0);
  });
});

describe('GET /api/geocode/reverse', () => {
  it('answers the label at a pin, asking at 5 decimals, and caches it', async () => {
    const seen = await upstreamDuring(async () => {
      const first = await get('/api/geocode/reverse?latitude=43.6465012&longitude=-79.3795049');
      expect(first.statusCode, first.body).toBe(200);
      expect(geocodeReverseResponseSchema.parse(first.json())).toEqual({ label: TORONTO_PLACES[1]?.label });
      const again = await get('/api/geocode/reverse?latitude=43.646501&longitude=-79.379505');
      expect(again.json()).toEqual(first.json());
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.path).toBe('/reverse');
    expect(Object.fromEntries(seen[0]?.params ?? [])).toEqual({
      format: 'jsonv2',
      lat: '43.6465',
      lon: '-79.3795',
    });
    expect(seen[0]?.headers['user-agent']).toMatch(/^QuickBite\//);
  });

  it.each([
    ['?longitude=-79.38', 'latitude', LATITUDE_QUERY],
    ['?latitude=&longitude=-79.38', 'latitude', LATITUDE_QUERY],
    ['?latitude=abc&longitude=-79.38', 'latitude', LATITUDE_QUERY],
    ['?latitude=90.0001&longitude=-79.38', 'latitude', LATITUDE_QUERY],
    ['?latitude=1e2&longitude=-79.38', 'latitude', LATITUDE_QUERY],
    ['?latitude=43.65', 'longitude', LONGITUDE_QUERY],
    ['?latitude=43.65&longitude=-180.5', 'longitude', LONGITUDE_QUERY],
    ['?latitude=43.65&longitude=Infinity', 'longitude', LONGITUDE_QUERY],
  ])('refuses %j with a 400 naming %s', async (query, field, message) => {
    const res = await get(`/api/geocode/reverse${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as { fields: Record<string, string> }).fields[field]).toBe(message);
  });

  it('accepts the ends of the ranges', async () => {
    const res = await get('/api/geocode/reverse?latitude=-90&longitude=180');
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('a geocoder that knows no address at a pin', () => {
  it('answers 404 address_not_found', async () => {
    const empty = await startNominatimServer({ results: [] });
    const app = await buildTestApp({ database, env: { ...FAST, GEOCODER_URL: empty.url } });
    try {
      const res = await app.app.inject({ method: 'GET', url: '/api/geocode/reverse?latitude=0&longitude=0' });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ code: 'address_not_found', message: NO_ADDRESS_AT_PIN });
      expect(empty.requests).toHaveLength(1);
    } finally {
      await app.app.close();
      await empty.close();
    }
  });
});

describe('without GEOCODER_URL', () => {
  it('answers 503 geocoder_unavailable on both routes, asking the customer to place the pin', async () => {
    const app = await buildTestApp({ database, env: FAST });
    try {
      for (const url of [
        '/api/geocode/search?q=Queen%20Street',
        '/api/geocode/reverse?latitude=1&longitude=2',
      ]) {
        const res = await app.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(503);
        expect(res.json()).toEqual({
          code: 'geocoder_unavailable',
          message: 'Address search is not available: place the pin on the map',
        });
      }
      expect(GEOCODER_UNAVAILABLE).toBe('Address search is not available: place the pin on the map');
      // Bad input is still bad input.
      const bad = await app.app.inject({ method: 'GET', url: '/api/geocode/search?q=a' });
      expect(bad.statusCode).toBe(400);
    } finally {
      await app.app.close();
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes both routes with their answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = (res.json() as { paths: Record<string, { get?: { responses?: object } }> }).paths;
    expect(Object.keys(paths['/api/geocode/search']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '429', '502', '503', '504']),
    );
    expect(Object.keys(paths['/api/geocode/reverse']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '404', '429', '502', '503', '504']),
    );
  });
});
