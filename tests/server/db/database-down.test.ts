import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { buildTestApp, FIXTURE_WEB_DIST, type TestApp } from '../../support/test-app';

// When the database stops answering, the API says so with 503s instead of failing with 500s.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  await t.database.handle.close();
});
afterAll(async () => {
  await t.app.close();
  await t.database.close().catch(() => {});
});

describe('database unavailable', () => {
  it('reports the database as down on /api/health', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: 'down' });
  });

  it('answers API reads with a 503 and a clear message', async () => {
    const res = await t.app.inject('/api/restaurants/1');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: 'The service is temporarily unavailable. Please try again shortly.',
      code: 'unavailable',
    });
  });
});

describe('PostgreSQL unreachable', () => {
  it('answers 503, not 500, while the server cannot connect', async () => {
    const handle = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/quickbite' });
    const app = await buildApp(
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: FIXTURE_WEB_DIST }),
      {
        database: handle,
      },
    );
    try {
      expect((await app.inject('/api/health')).statusCode).toBe(503);
      const res = await app.inject('/api/restaurants');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'unavailable' });
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
