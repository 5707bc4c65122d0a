import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import { connectLive, settle } from '../../support/live-client';
import { signInAs } from '../../support/sessions';
import { buildTestApp, FAST_TEST_HASH_COST, FIXTURE_WEB_DIST, type TestApp } from '../../support/test-app';

// Several app instances on one PostgreSQL: an event raised on instance A reaches sockets on
// instance B through LISTEN/NOTIFY. Runs when the suite runs on PostgreSQL (TEST_DATABASE_URL).

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('live channel across instances', () => {
  let a: TestApp;
  let bDatabase: DatabaseHandle;
  let b: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    a = await buildTestApp();
    const url = a.database.postgresUrl as string;
    bDatabase = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: FIXTURE_WEB_DIST });
    b = await buildApp(config, { database: bDatabase, passwordCost: FAST_TEST_HASH_COST });
    await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  it('uses the LISTEN/NOTIFY hub on PostgreSQL', () => {
    expect(a.app.hub.kind).toBe('postgres');
    expect(b.hub.kind).toBe('postgres');
  });

  it('delivers an approval made through instance A to an admin socket on instance B', async () => {
    const cookieOnA = await signInAs(a.app, 'admin');
    // Sessions live in the shared database, so B knows the admin who signed in on A.
    const socket = await connectLive(b, { cookie: cookieOnA });
    socket.hello('admin');
    await settle(200);
    const res = await a.app.inject({
      method: 'PATCH',
      url: '/api/admin/restaurants/11/approve',
      headers: { cookie: cookieOnA },
      payload: { isApproved: true },
    });
    expect(res.statusCode).toBe(200);
    expect(await socket.waitFor('restaurant_approved')).toEqual({
      type: 'restaurant_approved',
      data: { name: 'Lotus Pho House' },
    });
    socket.socket.close();
  });

  it('closes a socket on instance B within a second of signing out on instance A', async () => {
    const cookie = await signInAs(a.app, 'restaurant');
    const socket = await connectLive(b, { cookie });
    socket.hello('restaurant');
    await settle(200);
    const res = await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(res.statusCode).toBe(204);
    const started = Date.now();
    const closed = await Promise.race([socket.closed, settle(5_000).then(() => null)]);
    expect(closed?.code).toBe(4401);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('drops the catalogue cache of every instance when a restaurant is approved or revoked', async () => {
    const cookie = await signInAs(a.app, 'admin');
    const visibleOnB = async () => (await b.inject({ method: 'GET', url: '/api/restaurants/11' })).statusCode;
    await a.app.inject({
      method: 'PATCH',
      url: '/api/admin/restaurants/11/approve',
      headers: { cookie },
      payload: { isApproved: true },
    });
    await settle(200);
    expect(await visibleOnB()).toBe(200); // now cached on B
    await a.app.inject({
      method: 'PATCH',
      url: '/api/admin/restaurants/11/approve',
      headers: { cookie },
      payload: { isApproved: false },
    });
    await settle(300);
    expect(await visibleOnB()).toBe(404);
  });
});
