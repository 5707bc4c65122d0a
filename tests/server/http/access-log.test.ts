import type { FastifyRequest } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessLine,
  jsonString,
  loggableUrl,
  REDACTED_PHONE,
  REDACTED_TOKEN,
} from '#server/http/access-log.ts';
import { captureLogLines } from '../../support/log-capture';
import { UNLIMITED_ENV } from '../../support/order-requests';
import { signInAs } from '../../support/sessions';
import { buildTestApp, type TestApp } from '../../support/test-app';

// One access-log line per request with the fields operators rely on, and never a phone number.

let t: TestApp;
const lines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  t = await buildTestApp({ env: { ...UNLIMITED_ENV, LOG_LEVEL: 'info' } });
  captureLogLines(t.app.log, lines);
});
afterAll(async () => t?.close());

const requestLines = (id: string) => lines.filter((line) => line.reqId === id);

describe('the access log', () => {
  it('writes one line per request with method, URL, status and time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/restaurants?country=Canada' });
    expect(res.statusCode).toBe(200);
    const written = requestLines(String(res.headers['x-request-id']));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/restaurants?country=Canada', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
    });
    expect(typeof written[0]?.responseTime).toBe('number');
    // Milliseconds to the microsecond: never a clock reading's seventeen digits.
    expect(String(written[0]?.responseTime)).toMatch(/^\d+(\.\d{1,3})?$/);
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });

  it('never writes a session cookie, an authorization header or a cookie it sets', async () => {
    // Signing in answers with Set-Cookie; the session then comes back in a Cookie header.
    const session = await signInAs(t.app, 'restaurant');
    expect(session).toMatch(/=.{20,}/);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: session, authorization: 'Bearer secret-token-for-the-log-test' },
    });
    expect(me.statusCode).toBe(200);
    const written = JSON.stringify(lines);
    expect(written).toContain(String(me.headers['x-request-id']));
    expect(written).not.toContain(session.split('=')[1]);
    expect(written).not.toContain('secret-token-for-the-log-test');
  });

  it('never writes the phone of a look-up or of an order-tracking link', async () => {
    const lookup = await t.app.inject({ method: 'GET', url: '/api/orders/customer/%2B1%20416-555-0199' });
    expect(lookup.statusCode).toBe(200);
    const tracking = await t.app.inject({ method: 'GET', url: '/order-tracking?phone=%2B14165550199&x=1' });
    expect(tracking.statusCode).toBe(200);

    const [lookupLine] = requestLines(String(lookup.headers['x-request-id']));
    expect(lookupLine).toMatchObject({ req: { url: `/api/orders/customer/${REDACTED_PHONE}` } });
    const [trackingLine] = requestLines(String(tracking.headers['x-request-id']));
    expect(trackingLine).toMatchObject({ req: { url: `/order-tracking?phone=${REDACTED_PHONE}&x=1` } });
    expect(JSON.stringify(lines)).not.toMatch(/555-?0199|5550199/);
  });
});

describe('the access line', () => {
  it('is byte for byte what pino writes for the same fields', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/restaurants/1/menu',
      headers: { 'accept-version': '2' },
    });
    const id = String(res.headers['x-request-id']);
    const [line] = requestLines(id);
    expect(line).toBeDefined();
    const written: string[] = [];
    const reference = pino({}, { write: (text: string) => written.push(text) }).child({ reqId: id });
    const req = line?.req as Record<string, unknown>;
    expect(req).toMatchObject({
      method: 'GET',
      url: '/api/restaurants/1/menu',
      version: '2',
      host: 'localhost:80',
    });
    reference.info({ req, res: { statusCode: 200 }, responseTime: line?.responseTime }, 'request completed');
    const expected = JSON.parse(written[0] ?? '{}') as Record<string, unknown>;
    // pid, hostname, key order and every value the same; only the clock differs between the two.
    expect(JSON.stringify({ ...line, time: 0 })).toBe(JSON.stringify({ ...expected, time: 0 }));
  });

  it('writes the response time in milliseconds to the microsecond', () => {
    const request = { method: 'GET', url: '/api/health', headers: {} } as unknown as FastifyRequest;
    const time = (ms: number) => JSON.parse(accessLine(1, '', request, 200, ms)).responseTime;
    expect(accessLine(1, '', request, 200, 0.04213297367095947)).toContain('"responseTime":0.042,');
    expect(time(12.3456)).toBe(12.346);
    expect(time(1500)).toBe(1500);
    expect(time(0.0004)).toBe(0);
  });

  it('keeps text a client controls inside its JSON string', () => {
    const request = {
      method: 'GET',
      url: '/api/restaurants?country=%22x',
      headers: { 'accept-version': 'v"1\\' },
      host: 'evil"host\\"}',
      ip: '10.0.0.1", "admin": true',
      socket: { remotePort: 4000 },
    } as unknown as FastifyRequest;
    const text = accessLine(1, ',"pid":1', request, 200, 1.5);
    expect(text.endsWith('\n')).toBe(true);
    expect(text.slice(0, -1)).not.toContain('\n');
    expect(JSON.parse(text)).toEqual({
      level: 30,
      time: 1,
      pid: 1,
      req: {
        method: 'GET',
        url: '/api/restaurants?country=%22x',
        version: 'v"1\\',
        host: 'evil"host\\"}',
        remoteAddress: '10.0.0.1", "admin": true',
        remotePort: 4000,
      },
      res: { statusCode: 200 },
      responseTime: 1.5,
      msg: 'request completed',
    });
  });
});

describe('jsonString', () => {
  it('writes every string exactly as JSON.stringify does', () => {
    const samples = [
      '',
      '/api/restaurants/1/menu',
      '127.0.0.1',
      '::ffff:127.0.0.1',
      'café.example',
      'quote " inside',
      'back\\slash',
      'tab\there',
      'line\nbreak',
      '\u0000\u001f\u007f',
      'emoji 🍕 pair',
      'lone \ud800 high',
      'lone \udfff low',
      '\u2028\u2029',
    ];
    // Every UTF-16 code unit once, alone and between plain text.
    for (let unit = 0; unit <= 0xffff; unit++) {
      const char = String.fromCharCode(unit);
      samples.push(char, `a${char}b`);
    }
    const differing = samples.filter((value) => jsonString(value) !== JSON.stringify(value));
    expect(differing).toEqual([]);
  });
});

describe('loggableUrl', () => {
  it('masks the phone path parameter however it was encoded, and phone query parameters', () => {
    const lookupRoute = { url: '/api/orders/customer/:phone' };
    expect(loggableUrl({ url: '/api/orders/customer/14165550101', routeOptions: lookupRoute })).toBe(
      `/api/orders/customer/${REDACTED_PHONE}`,
    );
    expect(loggableUrl({ url: '/api/orders/customer/%2B1%20416?phone=1', routeOptions: lookupRoute })).toBe(
      `/api/orders/customer/${REDACTED_PHONE}?phone=${REDACTED_PHONE}`,
    );
    expect(loggableUrl({ url: '/a?b=1&Phone=2&c=3' })).toBe(`/a?b=1&Phone=${REDACTED_PHONE}&c=3`);
    const menu = { url: '/api/restaurants/1/menu', routeOptions: { url: '/api/restaurants/:id/menu' } };
    expect(loggableUrl(menu)).toBe('/api/restaurants/1/menu');
  });

  it('masks tracking tokens in the path and the query', () => {
    const token = 'k3J9xQ2mVb7LwT0pZrY5nH8cF1dS4aG6eU_-iO2lPqM';
    const trackRoute = { url: '/api/orders/track/:token' };
    expect(loggableUrl({ url: `/api/orders/track/${token}`, routeOptions: trackRoute })).toBe(
      `/api/orders/track/${REDACTED_TOKEN}`,
    );
    expect(loggableUrl({ url: `/order-tracking?phone=1416&token=${token}` })).toBe(
      `/order-tracking?phone=${REDACTED_PHONE}&token=${REDACTED_TOKEN}`,
    );
  });

  it("masks a receipt page's token, which no route names (the app shell answers it)", () => {
    const token = 'k3J9xQ2mVb7LwT0pZrY5nH8cF1dS4aG6eU_-iO2lPqM';
    expect(loggableUrl({ url: `/receipt/${token}` })).toBe(`/receipt/${REDACTED_TOKEN}`);
    expect(loggableUrl({ url: `/d/receipt/${token}?print=1` })).toBe(`/d/receipt/${REDACTED_TOKEN}?print=1`);
    expect(loggableUrl({ url: '/restaurant/1' })).toBe('/restaurant/1');
  });
});
