import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NominatimServer, startNominatimServer } from '../../support/nominatim-server';
import { uniqueAddress } from '../../support/registration-payloads';
import { buildTestApp, openTestDatabase, type TestApp, type TestDatabase } from '../../support/test-app';

// The address search's guards: a rate limit per client address (shared by every instance on
// PostgreSQL), and one pace towards the geocoder per instance (public Nominatim: 1 request per
// second), beyond which a search is refused at once with 503 geocoder_busy and Retry-After.

const LIMIT = 3;
let database: TestDatabase;
let upstream: NominatimServer;
beforeAll(async () => {
  database = await openTestDatabase();
  upstream = await startNominatimServer();
});
afterAll(async () => {
  await upstream?.close();
  await database?.close();
});

const appWith = (env: Record<string, string>) =>
  buildTestApp({ database, env: { GEOCODER_URL: upstream.url, ...env } });

describe('the rate limit per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ GEOCODE_RATE_LIMIT: String(LIMIT), GEOCODER_REQUESTS_PER_SECOND: '1000' });
  });
  afterAll(async () => t?.app.close());

  it(`answers 429 with Retry-After after ${LIMIT} searches a minute, cached or not, and so for pins`, async () => {
    const address = uniqueAddress();
    for (const url of ['/api/geocode/search', '/api/geocode/reverse']) {
      const query = url.endsWith('search') ? '?q=Queen%20Street' : '?latitude=43.65&longitude=-79.38';
      for (let i = 0; i < LIMIT; i += 1) {
        const res = await t.app.inject({ method: 'GET', url: `${url}${query}`, remoteAddress: address });
        expect(res.statusCode, res.body).toBe(200);
      }
      const over = await t.app.inject({ method: 'GET', url: `${url}${query}`, remoteAddress: address });
      expect(over.statusCode, over.body).toBe(429);
      expect(over.json()).toMatchObject({ code: 'rate_limited' });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address has its own budget.
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/geocode/search?q=Queen%20Street',
      remoteAddress: uniqueAddress(),
    });
    expect(other.statusCode).toBe(200);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('is shared by every instance on one PostgreSQL', async () => {
    const second = await appWith({ GEOCODE_RATE_LIMIT: String(LIMIT), GEOCODER_REQUESTS_PER_SECOND: '1000' });
    try {
      const address = uniqueAddress();
      const search = (on: TestApp) =>
        on.app.inject({ method: 'GET', url: '/api/geocode/search?q=Bay%20Street', remoteAddress: address });
      const codes = [];
      for (const on of [t, second, t, second]) codes.push((await search(on)).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await second.app.close();
    }
  });
});

describe('the pace towards the geocoder', () => {
  it('spaces calls a second apart and refuses, with Retry-After, a search that would wait too long', async () => {
    const t = await appWith({ GEOCODER_REQUESTS_PER_SECOND: '1', GEOCODE_RATE_LIMIT: '1000' });
    try {
      const before = upstream.requests.length;
      const streets = [
        'Queen Street West',
        'Queen Street East',
        '200 Bay Street',
        'Queen Street Brampton',
        'Queen Street Ottawa',
      ];
      const answers = await Promise.all(
        streets.map((q) =>
          t.app.inject({
            method: 'GET',
            url: `/api/geocode/search?q=${encodeURIComponent(q)}`,
            remoteAddress: uniqueAddress(),
          }),
        ),
      );
      const statuses = answers.map((res) => res.statusCode);
      expect(
        statuses.every((status) => status === 200 || status === 503),
        String(statuses),
      ).toBe(true);
      const busy = answers.filter((res) => res.statusCode === 503);
      expect(busy.length).toBeGreaterThan(0);
      for (const res of busy) {
        expect(res.json()).toMatchObject({ code: 'geocoder_busy' });
        expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
      // Only the searches let through reached the geocoder, spaced by the pace (a second, less
      // whatever a busy machine delays the first call on its way).
      const calls = upstream.requests.slice(before);
      expect(calls).toHaveLength(statuses.filter((status) => status === 200).length);
      for (let i = 1; i < calls.length; i += 1) {
        expect((calls[i]?.at ?? 0) - (calls[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(500);
      }
    } finally {
      await t.app.close();
    }
  });
});
