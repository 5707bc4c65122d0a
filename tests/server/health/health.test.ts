import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema } from '#domain/health/responses.ts';
import { buildTestApp, openTestDatabase, type TestApp } from '../../support/test-app';

// GET /api/health tells operators what answers: demo or production, which card payments, the
// database and the live hub. On the PostgreSQL run the app is configured as production is.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
beforeAll(async () => {
  const database = await openTestDatabase();
  t = await buildTestApp({
    database,
    seed: false,
    env: database.postgresUrl ? { DATABASE_URL: database.postgresUrl } : {},
  });
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('says the mode, payments, database and live hub of this deployment', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = healthSchema.parse(res.json());
    expect(body).toEqual(
      onPostgres
        ? {
            status: 'ok',
            mode: 'production',
            payments: 'off',
            database: 'up',
            databaseKind: 'postgres',
            hub: 'postgres',
            hubConnected: true,
          }
        : {
            status: 'ok',
            mode: 'demo',
            payments: 'test',
            database: 'up',
            databaseKind: 'pglite',
            hub: 'in-process',
            hubConnected: true,
          },
    );
  });

  it('follows the configuration: production with test payments switched on, or with Stripe', async () => {
    const production = { DATABASE_URL: 'postgres://quickbite@127.0.0.1:5432/quickbite' };
    const cases = [
      { env: { ...production, PAYMENTS_MODE: 'test' }, expected: { mode: 'production', payments: 'test' } },
      {
        env: { STRIPE_SECRET_KEY: 'sk_test_quickbite_offline', STRIPE_PUBLISHABLE_KEY: 'pk_test_quickbite' },
        expected: { mode: 'demo', payments: 'stripe' },
      },
    ];
    for (const { env, expected } of cases) {
      // The same database as above: only the configuration differs.
      const other = await buildTestApp({ database: t.database, seed: false, env });
      try {
        const res = await other.app.inject('/api/health');
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ status: 'ok', database: 'up', ...expected });
      } finally {
        await other.app.close();
      }
    }
  });

  it('says nothing private', async () => {
    const res = await t.app.inject('/api/health');
    expect(Object.keys(res.json()).sort()).toEqual(
      ['database', 'databaseKind', 'hub', 'hubConnected', 'mode', 'payments', 'status'].sort(),
    );
    expect(res.body).not.toMatch(/postgres:\/\/|sk_test|password/i);
  });

  it.skipIf(!onPostgres)('says when the live hub has lost its LISTEN connection', async () => {
    const url = t.database.postgresUrl!;
    // End this instance's LISTEN connection from the server side, as a database restart would.
    const { Client } = (await import('pg')).default;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()",
      );
    } finally {
      await admin.end();
    }
    await expect
      .poll(async () => (await t.app.inject('/api/health')).json().hubConnected, { timeout: 5_000 })
      .toBe(false);
    // It comes back on its own.
    await expect
      .poll(async () => (await t.app.inject('/api/health')).json().hubConnected, { timeout: 15_000 })
      .toBe(true);
  });
});
