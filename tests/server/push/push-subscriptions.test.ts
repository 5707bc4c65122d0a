import { createECDH, randomBytes } from 'node:crypto';
import dns from 'node:dns';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AUTH_INVALID,
  ENDPOINT_NOT_HTTPS,
  ENDPOINT_NOT_PUBLIC,
  ENDPOINT_UNRESOLVED,
  KEYS_REQUIRED,
  P256DH_INVALID,
} from '#domain/push/requests.ts';
import { orderPushSubscriptions, pushSubscriptions } from '#server/db/schema.ts';
import { postOrder, UNLIMITED_ENV } from '../../support/order-requests';
import { menuOf, orderBody } from '../../support/orders';
import { approvedRestaurant, signInCast } from '../../support/partners';
import { signInAs } from '../../support/sessions';
import { buildTestApp, type TestApp } from '../../support/test-app';

// The subscription routes, without PUSH_ALLOW_PRIVATE_ENDPOINTS (as in production): who may
// subscribe, whose subscription it becomes, and every endpoint or key the server refuses. Names are
// resolved through a stand-in for DNS, so "a name that points into a private network" is testable.

const PUBLIC_NAMES: Record<string, string[]> = {
  'push.example.net': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  'intranet.example.net': ['10.1.2.3'],
  'half-private.example.net': ['93.184.215.14', '192.168.1.20'],
  'mapped.example.net': ['::ffff:10.0.0.7'],
};

function fakeKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

let counter = 0;
function subscriptionBody(endpoint?: string) {
  counter += 1;
  return {
    endpoint:
      endpoint ?? `https://push.example.net/wpush/v2/device-${counter}-${randomBytes(4).toString('hex')}`,
    expirationTime: null,
    keys: fakeKeys(),
  };
}

describe('push subscriptions', () => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof signInCast>>;

  beforeAll(async () => {
    t = await buildTestApp({ env: UNLIMITED_ENV });
    cast = await signInCast(t.app);
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  // The names above answer from the table; any other goes to the real resolver (localhost, .invalid).
  const realLookup = dns.promises.lookup;
  const resolveNamesLocally = () =>
    vi.spyOn(dns.promises, 'lookup').mockImplementation((async (hostname: string, options: object) => {
      const addresses = PUBLIC_NAMES[hostname];
      if (!addresses) return realLookup(hostname, options as dns.LookupAllOptions);
      return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    }) as unknown as typeof dns.promises.lookup);

  const subscribe = (cookie: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });

  const storedRow = async (endpoint: string) => {
    const rows = await t.database.handle.db
      .select({ subjectType: pushSubscriptions.subjectType, subjectId: pushSubscriptions.subjectId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    return rows;
  };

  it('gives the public key: a base64url uncompressed P-256 point, the same each time', async () => {
    const first = await t.app.inject('/api/push/key');
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json() as { publicKey: string };
    const point = Buffer.from(publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    expect((await t.app.inject('/api/push/key')).json()).toEqual({ publicKey });
  });

  it('keeps a subscription for the signed-in restaurant, driver and admin, from the session only', async () => {
    resolveNamesLocally();
    for (const [role, cookie] of [
      ['restaurant', cast.restaurant],
      ['driver', cast.driver],
      ['admin', cast.admin],
    ] as const) {
      // A body naming someone else is not listened to: the session says whose it is.
      const body = { ...subscriptionBody(), subjectType: 'admin', subjectId: 999 };
      const res = await subscribe(cookie, body);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ endpoint: body.endpoint });
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      const rows = await storedRow(body.endpoint);
      expect(rows).toEqual([
        { subjectType: role, subjectId: (me.json() as { user: { id: number } }).user.id },
      ]);
    }
  });

  it('keeps one row per endpoint: the account that subscribed it last owns it', async () => {
    resolveNamesLocally();
    const body = subscriptionBody();
    expect((await subscribe(cast.restaurant, body)).statusCode).toBe(201);
    expect((await subscribe(cast.restaurant, body)).statusCode).toBe(201);
    expect((await subscribe(cast.other.cookie, body)).statusCode).toBe(201);
    expect(await storedRow(body.endpoint)).toEqual([{ subjectType: 'restaurant', subjectId: cast.other.id }]);
  });

  it('refuses callers without a session (401)', async () => {
    const res = await subscribe(undefined, subscriptionBody());
    expect(res.statusCode).toBe(401);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      payload: { endpoint: 'https://push.example.net/x' },
    });
    expect(gone.statusCode).toBe(401);
  });

  it("deletes the caller's own subscription (204), never another account's", async () => {
    resolveNamesLocally();
    const mine = subscriptionBody();
    const theirs = subscriptionBody();
    await subscribe(cast.driver, mine);
    await subscribe(cast.restaurant, theirs);
    const remove = (cookie: string, endpoint: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/push/subscriptions',
        headers: { cookie },
        payload: { endpoint },
      });

    expect((await remove(cast.driver, mine.endpoint)).statusCode).toBe(204);
    expect(await storedRow(mine.endpoint)).toEqual([]);
    expect((await remove(cast.driver, theirs.endpoint)).statusCode).toBe(204);
    expect(await storedRow(theirs.endpoint)).toHaveLength(1);
    // Already gone: still 204.
    expect((await remove(cast.driver, mine.endpoint)).statusCode).toBe(204);
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: { cookie: cast.driver },
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('endpoint');
  });

  describe('endpoints the server will not call (400 at endpoint)', () => {
    const refused: [string, string, string][] = [
      ['plain http', 'http://push.example.net/wpush/1', ENDPOINT_NOT_HTTPS],
      ['not a URL', 'push.example.net/wpush/1', ENDPOINT_NOT_HTTPS],
      ['loopback 127.0.0.1', 'https://127.0.0.1:8443/push/1', ENDPOINT_NOT_PUBLIC],
      ['loopback by name', 'https://localhost:8443/push/1', ENDPOINT_NOT_PUBLIC],
      ['a name resolving to 10.x', 'https://intranet.example.net/push/1', ENDPOINT_NOT_PUBLIC],
      [
        'a name with one private address among public ones',
        'https://half-private.example.net/p',
        ENDPOINT_NOT_PUBLIC,
      ],
      [
        'a name resolving to an IPv4-mapped private address',
        'https://mapped.example.net/p',
        ENDPOINT_NOT_PUBLIC,
      ],
      ['private 192.168.x', 'https://192.168.0.10/push', ENDPOINT_NOT_PUBLIC],
      ['link-local 169.254.169.254', 'https://169.254.169.254/latest/meta-data', ENDPOINT_NOT_PUBLIC],
      ['CGNAT 100.64.x', 'https://100.64.0.1/push', ENDPOINT_NOT_PUBLIC],
      ['unspecified 0.0.0.0', 'https://0.0.0.0/push', ENDPOINT_NOT_PUBLIC],
      ['multicast 224.x', 'https://224.0.0.1/push', ENDPOINT_NOT_PUBLIC],
      ['IPv6 loopback', 'https://[::1]:8443/push', ENDPOINT_NOT_PUBLIC],
      ['IPv6 unique local', 'https://[fd00::1]/push', ENDPOINT_NOT_PUBLIC],
      ['IPv6 link-local', 'https://[fe80::1]/push', ENDPOINT_NOT_PUBLIC],
      ['IPv4-mapped IPv6 of 10.x', 'https://[::ffff:10.0.0.1]/push', ENDPOINT_NOT_PUBLIC],
      ['loopback written in hex', 'https://0x7f.1/push', ENDPOINT_NOT_PUBLIC],
      ['a name that does not resolve', 'https://nowhere.invalid/push', ENDPOINT_UNRESOLVED],
    ];
    it.each(refused)('%s', async (_label, endpoint, message) => {
      resolveNamesLocally();
      const res = await subscribe(cast.restaurant, subscriptionBody(endpoint));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_input', fields: { endpoint: message } });
      expect(await storedRow(endpoint)).toEqual([]);
    });

    it('takes a public address written as one', async () => {
      const res = await subscribe(cast.restaurant, subscriptionBody('https://93.184.215.14/push/literal'));
      expect(res.statusCode, res.body).toBe(201);
    });
  });

  describe('keys that are not a browser subscription (400 naming the key)', () => {
    const withKeys = (keys: unknown) => ({ ...subscriptionBody(), keys });
    const good = fakeKeys();
    const offCurve = Buffer.from(good.p256dh, 'base64url');
    offCurve[40] = (offCurve[40] as number) ^ 1;
    const cases: [string, unknown, string, string][] = [
      ['p256dh too short', { ...good, p256dh: good.p256dh.slice(0, 40) }, 'keys.p256dh', P256DH_INVALID],
      [
        'p256dh compressed',
        { ...good, p256dh: Buffer.alloc(33, 2).toString('base64url') },
        'keys.p256dh',
        P256DH_INVALID,
      ],
      [
        'p256dh not base64url',
        { ...good, p256dh: `${good.p256dh.slice(0, 80)}!!!!!!!` },
        'keys.p256dh',
        P256DH_INVALID,
      ],
      [
        'p256dh not on the curve',
        { ...good, p256dh: offCurve.toString('base64url') },
        'keys.p256dh',
        P256DH_INVALID,
      ],
      [
        'auth of 15 bytes',
        { ...good, auth: randomBytes(15).toString('base64url') },
        'keys.auth',
        AUTH_INVALID,
      ],
      ['auth missing', { p256dh: good.p256dh }, 'keys.auth', AUTH_INVALID],
      ['no keys', undefined, 'keys', KEYS_REQUIRED],
    ];
    it.each(cases)('%s', async (_label, keys, field, message) => {
      resolveNamesLocally();
      const res = await subscribe(cast.admin, withKeys(keys));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual({ [field]: message });
    });
  });

  describe("a customer's subscription to one order (its tracking token)", () => {
    let token: string;
    let orderId: number;
    beforeAll(async () => {
      const menu = await menuOf(t.app, 1);
      const placed = await postOrder(t.app, orderBody([{ item: menu[0]!, quantity: 2 }]));
      expect(placed.statusCode, placed.body).toBe(201);
      ({ id: orderId, trackingToken: token } = placed.json() as { id: number; trackingToken: string });
    });

    it('keeps it for the order (201)', async () => {
      resolveNamesLocally();
      const body = subscriptionBody();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/orders/track/${token}/push`,
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(201);
      const rows = await t.database.handle.db
        .select({ orderId: orderPushSubscriptions.orderId, expiresAt: orderPushSubscriptions.expiresAt })
        .from(orderPushSubscriptions)
        .where(eq(orderPushSubscriptions.endpoint, body.endpoint));
      expect(rows).toEqual([{ orderId, expiresAt: null }]);
    });

    it('answers a wrong token as the tracker does: 404, same message', async () => {
      const wrong = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
      const tracker = await t.app.inject(`/api/orders/track/${wrong}`);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/orders/track/${wrong}/push`,
        payload: subscriptionBody(),
      });
      expect(res.statusCode).toBe(404);
      expect(tracker.statusCode).toBe(404);
      expect(res.json()).toEqual(tracker.json());
    });

    it('refuses a bad endpoint for a customer too', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/orders/track/${token}/push`,
        payload: subscriptionBody('https://10.0.0.8/push'),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ endpoint: ENDPOINT_NOT_PUBLIC });
    });
  });

  it('lets a newly approved restaurant subscribe too', async () => {
    resolveNamesLocally();
    const fresh = await approvedRestaurant(t.app, cast.admin);
    const body = subscriptionBody();
    expect((await subscribe(fresh.cookie, body)).statusCode).toBe(201);
    expect(await storedRow(body.endpoint)).toEqual([{ subjectType: 'restaurant', subjectId: fresh.id }]);
  });

  it('ends with the session that made it: after sign-out the device is told nothing more', async () => {
    resolveNamesLocally();
    const cookie = await signInAs(t.app, 'admin');
    const kept = subscriptionBody();
    const dropped = subscriptionBody();
    expect((await subscribe(cast.admin, kept)).statusCode).toBe(201);
    expect((await subscribe(cookie, dropped)).statusCode).toBe(201);

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    // The subscription goes after the sign-out commits (the hub event of the ended session).
    await vi.waitFor(async () => expect(await storedRow(dropped.endpoint)).toEqual([]), { timeout: 5_000 });
    expect(await storedRow(kept.endpoint)).toHaveLength(1);
  });
});
