import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEOCODER_FAILED, GEOCODER_TIMEOUT } from '#domain/geocoding/rules.ts';
import { captureLogLines } from '../../support/log-capture';
import { type NominatimServer, startNominatimServer } from '../../support/nominatim-server';
import { buildTestApp, openTestDatabase, type TestApp, type TestDatabase } from '../../support/test-app';

// A geocoder that fails, answers nonsense or hangs gives the customer a clear 502 or 504 within
// seconds, never a 500, and neither the answer nor the log carries what the geocoder said.

const FAST = { GEOCODER_REQUESTS_PER_SECOND: '1000', GEOCODE_RATE_LIMIT: '1000' };
const SEARCH = '/api/geocode/search?q=Queen%20Street';
const REVERSE = '/api/geocode/reverse?latitude=43.65&longitude=-79.38';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

/** An app whose geocoder is `upstream`, logging at info into `lines`. */
async function appFor(geocoderUrl: string, lines?: Array<Record<string, unknown>>): Promise<TestApp> {
  const t = await buildTestApp({
    database,
    env: { ...FAST, GEOCODER_URL: geocoderUrl, ...(lines ? { LOG_LEVEL: 'info' } : {}) },
  });
  if (lines) captureLogLines(t.app.log, lines);
  return t;
}

describe('a geocoder that answers an error', () => {
  let upstream: NominatimServer;
  let t: TestApp;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    upstream = await startNominatimServer({ status: 500 });
    t = await appFor(upstream.url, lines);
  });
  afterAll(async () => {
    await t?.app.close();
    await upstream?.close();
  });

  it('gives 502 geocoder_failed on both routes, with nothing of its answer in ours or in the log', async () => {
    for (const url of [SEARCH, REVERSE]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(502);
      expect(res.json()).toEqual({ code: 'geocoder_failed', message: GEOCODER_FAILED });
    }
    expect(upstream.requests).toHaveLength(2);
    const log = JSON.stringify(lines);
    expect(log).not.toContain('secret-marker');
    expect(log).not.toContain('upstream trouble');
    // The operator sees the geocoder's status.
    expect(
      lines.some((line) => (line.err as { upstream?: { status?: number } })?.upstream?.status === 500),
    ).toBe(true);
  });

  it('does not cache a failure: the next search asks again', async () => {
    const before = upstream.requests.length;
    await t.app.inject({ method: 'GET', url: SEARCH });
    expect(upstream.requests.length).toBe(before + 1);
  });
});

describe.each([
  ['JSON that does not parse', '{"display_name": "100 Queen'],
  ['HTML with a 200', '<html>secret-marker</html>'],
  ['JSON of another shape', '{"secret-marker": true}'],
])('a geocoder that answers %s', (_what, body) => {
  it('gives 502 geocoder_failed', async () => {
    const upstream = await startNominatimServer({ body });
    const t = await appFor(upstream.url);
    try {
      for (const url of [SEARCH, REVERSE]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(502);
        expect(res.json()).toEqual({ code: 'geocoder_failed', message: GEOCODER_FAILED });
      }
    } finally {
      await t.app.close();
      await upstream.close();
    }
  });
});

describe('a geocoder nobody answers at', () => {
  it('gives 502 geocoder_failed', async () => {
    const gone = await startNominatimServer();
    const url = gone.url;
    await gone.close();
    const t = await appFor(url);
    try {
      const res = await t.app.inject({ method: 'GET', url: SEARCH });
      expect(res.statusCode, res.body).toBe(502);
      expect(res.json()).toMatchObject({ code: 'geocoder_failed' });
    } finally {
      await t.app.close();
    }
  });
});

describe('a geocoder that hangs', () => {
  let upstream: NominatimServer;
  let t: TestApp;
  beforeAll(async () => {
    upstream = await startNominatimServer({ delayMs: 60_000 });
    t = await appFor(upstream.url);
  });
  afterAll(async () => {
    await t?.app.close();
    await upstream?.close();
  });

  it('gives 504 geocoder_timeout in under 5 s', async () => {
    const started = Date.now();
    const res = await t.app.inject({ method: 'GET', url: SEARCH });
    const elapsed = Date.now() - started;
    expect(res.statusCode, res.body).toBe(504);
    expect(res.json()).toEqual({ code: 'geocoder_timeout', message: GEOCODER_TIMEOUT });
    expect(elapsed).toBeLessThan(5000);
    // The call was given up, not left open.
    await expect.poll(() => upstream.requests.at(-1)?.closedEarly).toBe(true);
  });

  it('gives up the geocoder’s call as soon as the client closes its connection', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const before = upstream.requests.length;
    const client = httpRequest({ host: '127.0.0.1', port, path: REVERSE });
    client.on('error', () => {});
    client.end();
    // Once the geocoder has the call, the customer goes away.
    await expect.poll(() => upstream.requests.length).toBe(before + 1);
    const leftAt = Date.now();
    client.destroy();
    await expect.poll(() => upstream.requests.at(-1)?.closedEarly, { timeout: 2000 }).toBe(true);
    // Long before the 3 s deadline would have ended it.
    expect(Date.now() - leftAt).toBeLessThan(2000);
  });
});
