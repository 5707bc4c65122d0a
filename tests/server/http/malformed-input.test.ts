import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNLIMITED_ENV } from '../../support/order-requests';
import { uniqueAddress } from '../../support/registration-payloads';
import { signInAs } from '../../support/sessions';
import { buildTestApp, type TestApp } from '../../support/test-app';

// No request a client can send gets a 5xx, and every 400 names the field it is about. The routes
// come from the app's own OpenAPI document, so a new endpoint is fuzzed without touching this file.

let t: TestApp;
let cookies: Record<'admin' | 'restaurant' | 'driver', string>;

interface Route {
  method: string;
  path: string;
  bodyFields: string[];
}

let routes: Route[] = [];

beforeAll(async () => {
  t = await buildTestApp({ env: UNLIMITED_ENV });
  await t.app.ready();
  const [admin, restaurant, driver] = await Promise.all([
    signInAs(t.app, 'admin'),
    signInAs(t.app, 'restaurant'),
    signInAs(t.app, 'driver'),
  ]);
  cookies = { admin, restaurant, driver };
  const spec = (await t.app.inject('/api/docs/json')).json() as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>
    >;
  };
  routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      bodyFields: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
    })),
  );
});
afterAll(async () => t?.close());

interface Schema {
  properties?: Record<string, unknown>;
}

const NUL = '\u0000';
const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const BAD_IDS = [
  '0',
  '-1',
  '1.5',
  'abc',
  '%00',
  '99999999999999999999',
  '1e309',
  '%20',
  '9'.repeat(400),
  '%F0%28',
];
const BAD_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1e308,
  1e20,
  '',
  NUL,
  `a${NUL}b`,
  'x'.repeat(20_000),
  [],
  [NUL],
  {},
  { nested: { deeper: [1, 'two', null] } },
];
const BAD_QUERIES = [
  `country=${encodeURIComponent(NUL)}`,
  'country=%00',
  'status=%00',
  'from=%00&to=%00',
  `country=${'x'.repeat(5000)}`,
  'country=a&country=b',
  'country[]=a',
  'scope=%FF',
  'page=-1&limit=1e309',
];
/** Methods no route of this path may expect, some of them not even HTTP's everyday ones. */
const ODD_METHODS = ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND', 'SEARCH', 'MKCOL'] as const;
const JUNK_COOKIES = [
  'qb_session=%00',
  `qb_session=${'a'.repeat(5000)}`,
  'qb_session=; qb_session=x',
  'qb_session="unterminated',
  '=;=;;',
];

function fillPath(path: string, id: string): string {
  return path.replace(/\{[^}]+\}/g, id);
}

/** Every malformed request this file sends, for one route. */
function requestsFor(route: Route): InjectOptions[] {
  const samplePath = fillPath(route.path, '1');
  const out: InjectOptions[] = [];
  const send = (options: InjectOptions) => out.push({ remoteAddress: uniqueAddress(), ...options });
  const method = route.method as InjectOptions['method'];
  const hasBody = ['POST', 'PATCH', 'PUT', 'DELETE'].includes(route.method);

  if (route.path.includes('{')) {
    for (const id of BAD_IDS) send({ method, url: fillPath(route.path, id) });
  }
  for (const query of BAD_QUERIES) send({ method, url: `${samplePath}?${query}` });
  for (const cookie of JUNK_COOKIES) send({ method, url: samplePath, headers: { cookie } });
  for (const odd of ODD_METHODS) {
    if (odd !== route.method)
      send({
        method: odd,
        url: samplePath,
        payload: '{"a":1}',
        headers: { 'content-type': 'application/json' },
      });
  }
  for (const role of ['admin', 'restaurant', 'driver'] as const) {
    send({ method, url: `${samplePath}?country=%00`, headers: { cookie: cookies[role] } });
  }
  if (!hasBody) return out;

  const json = (payload: string, cookie?: string) =>
    send({
      method,
      url: samplePath,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload,
    });
  for (const raw of ['', 'null', '"text"', '42', '[]', '{', '{"a":', deep(5000), `{"a":${deep(3000)}}`]) {
    json(raw);
  }
  send({ method, url: samplePath, headers: { 'content-type': 'text/plain' }, payload: 'hello' });
  for (const field of route.bodyFields) {
    for (const value of BAD_VALUES) {
      const body = JSON.stringify({ [field]: value });
      json(body);
      json(body, cookies.admin);
    }
  }
  return out;
}

describe('malformed requests across every endpoint', () => {
  it('never get a 5xx, and every 400 names the field', async () => {
    expect(routes.length).toBeGreaterThan(20);
    const requests = routes.flatMap(requestsFor);
    expect(requests.length).toBeGreaterThanOrEqual(1000);

    const failures: string[] = [];
    let badRequests = 0;
    for (const request of requests) {
      const res = await t.app.inject(request);
      const label = `${request.method} ${String(request.url).slice(0, 120)} ${
        typeof request.payload === 'string' ? request.payload.slice(0, 60) : ''
      }`;
      if (res.statusCode >= 500) {
        failures.push(`${res.statusCode} ${label}: ${res.body.slice(0, 200)}`);
        continue;
      }
      // A HEAD answer never has a body to name anything in.
      if (res.statusCode !== 400 || request.method === 'HEAD') continue;
      badRequests += 1;
      const body = res.json() as { fields?: Record<string, string> };
      if (!body.fields || Object.keys(body.fields).length === 0) {
        failures.push(`400 without fields ${label}: ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    // The requests really were malformed: most of them are refused as bad input.
    expect(badRequests).toBeGreaterThan(requests.length / 4);
  }, 300_000);
});
