import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import { seedDemoData } from '#server/demo-seed/seed.ts';
import { postOrder, UNLIMITED_ENV } from '../../support/order-requests';
import { type MenuItemRow, menuOf, orderBody } from '../../support/orders';
import { startPushService, type TestPushService, testBrowser } from '../../support/push-service';
import { signInAs } from '../../support/sessions';
import {
  buildTestApp,
  FAST_TEST_HASH_COST,
  FIXTURE_WEB_DIST,
  openTestDatabase,
  type TestDatabase,
} from '../../support/test-app';

// The server's VAPID key: from the environment, or made when first needed and kept in the
// database, so it survives restarts and every instance on one PostgreSQL signs with the same one
// (a browser's subscription is bound to the key it was made with). With several instances, each
// notification is sent once: by the instance that made the change.

const publicKeyOf = async (app: Awaited<ReturnType<typeof buildApp>>) =>
  ((await app.inject('/api/push/key')).json() as { publicKey: string }).publicKey;

describe('the VAPID key', () => {
  it('stays the same across restarts', async () => {
    const first = await buildTestApp({ seed: false });
    try {
      const key = await publicKeyOf(first.app);
      expect(Buffer.from(key, 'base64url')).toHaveLength(65);
      await first.app.close();
      const again = await buildTestApp({ seed: false, database: first.database });
      expect(await publicKeyOf(again.app)).toBe(key);
      await again.app.close();
    } finally {
      await first.database.close();
    }
  });

  it('is the one the environment gives, when it gives one', async () => {
    const pair = webpush.generateVAPIDKeys();
    const t = await buildTestApp({
      seed: false,
      env: { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey },
    });
    try {
      expect(await publicKeyOf(t.app)).toBe(pair.publicKey);
    } finally {
      await t.close();
    }
  });

  it('refuses to start with a public key that is not the private key’s, naming both variables', async () => {
    const [one, other] = [webpush.generateVAPIDKeys(), webpush.generateVAPIDKeys()];
    await expect(
      buildTestApp({
        seed: false,
        env: { VAPID_PUBLIC_KEY: one.publicKey, VAPID_PRIVATE_KEY: other.privateKey },
      }),
    ).rejects.toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: the public key is not the private key's/);
  });
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('two instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let second: DatabaseHandle;
  let a: Awaited<ReturnType<typeof buildApp>>;
  let b: Awaited<ReturnType<typeof buildApp>>;
  let service: TestPushService;

  beforeAll(async () => {
    service = await startPushService();
    database = await openTestDatabase();
    await seedDemoData(database.handle.db, FAST_TEST_HASH_COST);
    second = await openDatabase({ kind: 'postgres', url: database.postgresUrl as string, poolSize: 4 });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: FIXTURE_WEB_DIST,
      PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
      ...UNLIMITED_ENV,
    });
    // Both start at once on a database with no key yet: each offers one, one of them is kept.
    [a, b] = await Promise.all([
      buildApp(config, { database: database.handle, passwordCost: FAST_TEST_HASH_COST }),
      buildApp(config, { database: second, passwordCost: FAST_TEST_HASH_COST }),
    ]);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await second?.close();
    await database?.close();
    await service?.close();
  });

  it('share one key', async () => {
    const key = await publicKeyOf(a);
    expect(await publicKeyOf(b)).toBe(key);
  });

  it('send each notification once, signed with that key, whichever instance took the order', async () => {
    const browser = testBrowser(service, 'kitchen');
    const cookie = await signInAs(a, 'restaurant');
    const subscribed = await a.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { cookie },
      payload: browser.subscription,
    });
    expect(subscribed.statusCode).toBe(201);
    const menu = await menuOf(a, 1);
    const place = async (app: typeof a) => {
      const res = await postOrder(app, orderBody([{ item: menu[0] as MenuItemRow, quantity: 2 }]));
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: number }).id;
    };

    const onB = await place(b);
    const onA = await place(a);
    await browser.waitForMessages(2);
    // Long enough for a copy from the other instance to have arrived, were one sent.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      browser
        .messages()
        .map((message) => message.orderId)
        .sort(),
    ).toEqual([onB, onA].sort());
    const key = await publicKeyOf(a);
    expect(browser.authorizations().map((vapid) => [vapid.publicKey, vapid.signatureValid])).toEqual([
      [key, true],
      [key, true],
    ]);
  });
});
