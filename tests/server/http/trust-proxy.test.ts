import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';
import { buildTestApp, openTestDatabase, type TestDatabase } from '../../support/test-app';

// TRUST_PROXY decides which address every per-address limit counts. A client may send any
// X-Forwarded-For it likes; only entries written by trusted proxies may move the address.

const LIMIT = 5;
let database: TestDatabase;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

/** An app on the shared test database, with a route that shows the address Fastify settled on. */
async function appWith(trustProxy: string | undefined): Promise<FastifyInstance> {
  const { app } = await buildTestApp({
    database,
    seed: false,
    env: { PHONE_LOOKUP_RATE_LIMIT: String(LIMIT), ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}) },
  });
  app.get('/test/client-address', async (request) => ({ ip: request.ip }));
  apps.push(app);
  return app;
}

const clientAddress = async (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
  (
    await app.inject({
      method: 'GET',
      url: '/test/client-address',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    })
  ).json().ip as string;

const lookup = (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/orders/customer/14165550199',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

describe('TRUST_PROXY=1 (one reverse proxy in front)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith('1');
  });

  it('takes the address the proxy appended, not the one the client wrote', async () => {
    expect(await clientAddress(app, '10.0.0.5', '203.0.113.7')).toBe('203.0.113.7');
    expect(await clientAddress(app, '10.0.0.5', '1.2.3.4, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientAddress(app, '10.0.0.5')).toBe('10.0.0.5');
  });

  it('keeps counting one client whatever it puts in front of X-Forwarded-For', async () => {
    for (let i = 0; i < LIMIT; i++) {
      const res = await lookup(app, '10.0.0.5', `198.18.0.${i + 1}, 203.0.113.7`);
      expect(res.statusCode, res.body).toBe(200);
    }
    const limited = await lookup(app, '10.0.0.5', '198.18.0.99, 203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another real client behind the same proxy has its own budget.
    expect((await lookup(app, '10.0.0.5', '198.18.0.99, 203.0.113.8')).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith('127.0.0.1, 10.0.0.0/8');
  });

  it('walks back through listed proxies only', async () => {
    expect(await clientAddress(app, '10.1.2.3', '1.2.3.4, 203.0.113.20')).toBe('203.0.113.20');
    expect(await clientAddress(app, '10.1.2.3', '1.2.3.4, 203.0.113.20, 10.9.9.9')).toBe('203.0.113.20');
    // A peer that is not listed is the client, whatever header it sends.
    expect(await clientAddress(app, '198.51.100.1', '203.0.113.20')).toBe('198.51.100.1');
  });

  it('limits the client seen through a listed proxy, and an unlisted peer by its own address', async () => {
    for (let i = 0; i < LIMIT; i++) {
      expect((await lookup(app, '10.1.2.3', `198.18.1.${i + 1}, 203.0.113.21`)).statusCode).toBe(200);
    }
    expect((await lookup(app, '10.1.2.3', '198.18.1.99, 203.0.113.21')).statusCode).toBe(429);
    // Claiming to be the limited client from an unlisted peer neither borrows nor spends its budget.
    expect((await lookup(app, '198.51.100.2', '203.0.113.21')).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY unset', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith(undefined);
  });

  it('ignores X-Forwarded-For entirely', async () => {
    expect(await clientAddress(app, '198.51.100.30', '203.0.113.30')).toBe('198.51.100.30');
    for (let i = 0; i < LIMIT; i++) {
      expect((await lookup(app, '198.51.100.31', `203.0.113.${100 + i}`)).statusCode).toBe(200);
    }
    expect((await lookup(app, '198.51.100.31', '203.0.113.200')).statusCode).toBe(429);
  });
});

describe('loadConfig TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['127.0.0.1,10.0.0.0/8', ['127.0.0.1', '10.0.0.0/8']],
    [' 10.0.0.0/8 , ::1 , fd00::/8 ', ['10.0.0.0/8', '::1', 'fd00::/8']],
    ['loopback', ['loopback']],
  ])('reads %o as %o', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('refuses "true", which would let a client choose its own address', () => {
    for (const value of ['true', 'yes', 'on', 'TRUE']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: .*hop count.*list/);
    }
  });

  it.each([
    '-1',
    '1.5',
    '21',
    'proxy.example.com',
    '10.0.0.0/33',
    '::1/129',
    '10.0.0.1,',
    '10.0.0.1,,10.0.0.2',
    '10.0.0.0/8/1',
    '999.0.0.1',
  ])('refuses %o naming TRUST_PROXY', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow('TRUST_PROXY');
  });
});
