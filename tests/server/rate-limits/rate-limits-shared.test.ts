import { like, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { type DatabaseHandle, openDatabase, runStatement } from '#server/db/client.ts';
import { rateLimitCounters } from '#server/db/schema.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '#server/demo-seed/seed.ts';
import { createCountersRepo } from '#server/rate-limits/counters.repo.ts';
import { createRareWarning } from '#server/rate-limits/rare-warning.ts';
import { startCounterSweep } from '#server/rate-limits/sweep.ts';
import {
  FAST_TEST_HASH_COST,
  FIXTURE_WEB_DIST,
  openTestDatabase,
  type TestDatabase,
} from '../../support/test-app';

// Several app instances on one PostgreSQL count every rate limit and the failed-sign-in throttle
// together, in the database, so N instances do not allow N times the guesses and a restart forgets
// nothing. Runs when the suite runs on PostgreSQL (TEST_DATABASE_URL).

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const LOOKUP_LIMIT = 5;

interface Instance {
  app: FastifyInstance;
  close(): Promise<void>;
}

describe.skipIf(!onPostgres)('rate limits shared by instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let a: Instance;
  let b: Instance;

  /** One more app instance with its own connection pool on the shared database. */
  async function instance(): Promise<Instance> {
    const handle: DatabaseHandle = await openDatabase({
      kind: 'postgres',
      url: database.postgresUrl as string,
      poolSize: 2,
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: FIXTURE_WEB_DIST,
      PHONE_LOOKUP_RATE_LIMIT: String(LOOKUP_LIMIT),
    });
    const app = await buildApp(config, { database: handle, passwordCost: FAST_TEST_HASH_COST });
    return {
      app,
      async close() {
        await app.close();
        await handle.close();
      },
    };
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoData(database.handle.db, FAST_TEST_HASH_COST);
    a = await instance();
    b = await instance();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  const lookup = (on: Instance, remoteAddress: string) =>
    on.app.inject({ method: 'GET', url: '/api/orders/customer/14165550123', remoteAddress });

  const signIn = (on: Instance, remoteAddress: string, email: string, password = 'guess-guess') =>
    on.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress, payload: { email, password } });

  it('answers the 6th phone look-up with 429 however the 5 before were spread over the instances', async () => {
    const address = '198.51.100.10';
    for (let i = 0; i < LOOKUP_LIMIT; i++) {
      const res = await lookup(i % 2 === 0 ? a : b, address);
      expect(res.statusCode, res.body).toBe(200);
    }
    for (const on of [b, a]) {
      const limited = await lookup(on, address);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'rate_limited' });
      expect(limited.json().message).toMatch(
        /^Too many attempts\. Please try again in \d+ (seconds?|minute)\.$/,
      );
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    // Another address, and another route from this address, have budgets of their own.
    expect((await lookup(a, '198.51.100.11')).statusCode).toBe(200);
    const otherRoute = await a.app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress: address,
      payload: {},
    });
    expect(otherRoute.statusCode).toBe(400);
  });

  it('lets exactly 5 of 30 simultaneous look-ups from one address through, whichever instance they reach', async () => {
    const address = '198.51.100.12';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => lookup(i % 2 === 0 ? a : b, address)),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(LOOKUP_LIMIT);
    expect(codes.filter((code) => code === 429)).toHaveLength(30 - LOOKUP_LIMIT);
    const [row] = await database.handle.db
      .select({ hits: rateLimitCounters.hits })
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, `%${address}`));
    expect(row?.hits).toBe(30);
  });

  it('locks one email out after 10 failed sign-ins in total from one address, across instances', async () => {
    const address = '198.51.100.20';
    const email = 'target@example.com';
    for (let i = 0; i < 10; i++) {
      expect((await signIn(i % 2 === 0 ? a : b, address, email)).statusCode).toBe(401);
    }
    for (const on of [a, b]) {
      const limited = await signIn(on, address, email);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'rate_limited' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Other emails from this address, and this email from elsewhere, are not locked out.
    expect((await signIn(b, address, 'someone-else@example.com')).statusCode).toBe(401);
    expect((await signIn(b, '198.51.100.21', email)).statusCode).toBe(401);
    // The table names sign-in counters by a hash: no email address is stored.
    const keys = await database.handle.db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, 'sign-in:%'));
    expect(keys.length).toBeGreaterThanOrEqual(3);
    for (const { key } of keys) expect(key).not.toMatch(/@|example/);
  });

  it.each([
    ['/api/auth/login', DEMO_ACCOUNTS.restaurant.email, '198.51.100.22'],
    ['/api/admin/login', DEMO_ACCOUNTS.admin.email, '198.51.100.23'],
  ] as const)(
    'checks at most 10 of 40 simultaneous wrong passwords on %s, spread over both instances',
    async (url, email, address) => {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          (i % 2 === 0 ? a : b).app.inject({
            method: 'POST',
            url,
            remoteAddress: address,
            payload: { email, password: `wrong-guess-${i}`, role: 'restaurant' },
          }),
        ),
      );
      const codes = answers.map((res) => res.statusCode);
      expect(codes.filter((code) => code === 401)).toHaveLength(10);
      expect(codes.filter((code) => code === 429)).toHaveLength(30);
    },
  );

  it('keeps the counters out of the WAL: the table is unlogged', async () => {
    const rows = await runStatement<{ relpersistence: string }>(
      database.handle.db,
      {
        name: 'test_rate_limit_persistence',
        text: `select relpersistence from pg_class where oid = 'rate_limit_counters'::regclass`,
      },
      [],
    );
    expect(rows).toEqual([{ relpersistence: 'u' }]);
  });

  it('remembers the counts when an instance restarts', async () => {
    const address = '198.51.100.30';
    for (let i = 0; i < LOOKUP_LIMIT - 1; i++) expect((await lookup(a, address)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++)
      expect((await signIn(a, address, 'restart@example.com')).statusCode).toBe(401);

    await a.close();
    a = await instance();

    expect((await lookup(a, address)).statusCode).toBe(200);
    expect((await lookup(a, address)).statusCode).toBe(429);
    expect((await signIn(a, address, 'restart@example.com')).statusCode).toBe(401);
    expect((await signIn(a, address, 'restart@example.com')).statusCode).toBe(429);
  });

  it('starts a new window once the old one has ended', async () => {
    const address = '198.51.100.40';
    for (let i = 0; i <= LOOKUP_LIMIT; i++) await lookup(a, address);
    expect((await lookup(b, address)).statusCode).toBe(429);
    // Age the window instead of waiting a minute.
    await database.handle.db
      .update(rateLimitCounters)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(like(rateLimitCounters.key, `%|${address}`));
    expect((await lookup(b, address)).statusCode).toBe(200);
    const [row] = await database.handle.db
      .select({ hits: rateLimitCounters.hits })
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, `%|${address}`));
    expect(row?.hits).toBe(1);
  });

  it('sweeps ended windows and keeps live ones', async () => {
    const { db } = database.handle;
    await db.insert(rateLimitCounters).values([
      { key: 'route:GET /test|ended', hits: 3, expiresAt: sql`now() - interval '2 minutes'` },
      { key: 'route:GET /test|live', hits: 3, expiresAt: sql`now() + interval '2 minutes'` },
    ]);
    const sweep = startCounterSweep(createCountersRepo(db), {
      onError: (error) => expect.fail(String(error)),
    });
    try {
      expect(await sweep.runOnce()).toBeGreaterThanOrEqual(1);
    } finally {
      sweep.stop();
    }
    const left = await db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, 'route:GET /test|%'));
    expect(left.map((row) => row.key)).toEqual(['route:GET /test|live']);
  });

  it('lets requests through, not a 500, when the counters cannot be written', async () => {
    const { db } = database.handle;
    // Only the counters fail: the routes themselves still work, so any 500 would be the limiter's.
    await db.execute(sql`alter table rate_limit_counters rename to rate_limit_counters_away`);
    try {
      const address = '198.51.100.10'; // limited in the first test
      expect((await lookup(a, address)).statusCode).toBe(200);
      expect((await signIn(b, '198.51.100.20', 'target@example.com')).statusCode).toBe(401);
    } finally {
      await db.execute(sql`alter table rate_limit_counters_away rename to rate_limit_counters`);
    }
    expect((await lookup(a, '198.51.100.10')).statusCode).toBe(429);
  });
});

describe('the warning while counting fails', () => {
  it('is logged at most once a minute', () => {
    let now = 0;
    const warn = vi.fn();
    const log = { warn } as unknown as FastifyBaseLogger;
    const report = createRareWarning(log, 'rate limits could not count', 60_000, () => now);
    for (let i = 0; i < 5; i++) report(new Error('down'));
    expect(warn).toHaveBeenCalledTimes(1);
    now = 59_999;
    report(new Error('down'));
    expect(warn).toHaveBeenCalledTimes(1);
    now = 60_000;
    report(new Error('down'));
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]?.[0]).toMatchObject({ suppressedSinceLast: 5 });
  });
});

describe('rate-limited routes while PostgreSQL is unreachable', () => {
  it('answer 503 from the route, not 500 from the limiter', async () => {
    const handle = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/quickbite' });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: FIXTURE_WEB_DIST });
    const app = await buildApp(config, { database: handle, passwordCost: FAST_TEST_HASH_COST });
    try {
      const lookup = await app.inject({ method: 'GET', url: '/api/orders/customer/14165550123' });
      expect(lookup.statusCode).toBe(503);
      expect(lookup.json()).toMatchObject({ code: 'unavailable' });
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: 'someone@example.com', password: 'guess-guess' },
      });
      expect(signIn.statusCode).toBe(503);
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
