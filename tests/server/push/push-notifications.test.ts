import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount } from '#domain/shared/currency.ts';
import { declinedOffers, orderPushSubscriptions } from '#server/db/schema.ts';
import { removeExpiredPushSubscriptions } from '#server/housekeeping/expired-push-subscriptions.ts';
import { releaseDueOrders } from '#server/modules/order-lifecycle/scheduled-orders.ts';
import { postOrder, UNLIMITED_ENV } from '../../support/order-requests';
import { type MenuItemRow, menuOf, orderBody } from '../../support/orders';
import { approvedDriver, approvedRestaurant, signInCast } from '../../support/partners';
import {
  startPushService,
  type TestBrowser,
  type TestPushService,
  testBrowser,
} from '../../support/push-service';
import { buildTestApp, type TestApp } from '../../support/test-app';
import { NO_LEAD_ENV, placeScheduled, releaseDeps } from '../order-lifecycle/scheduled-support';

// Who is told what, end to end: real orders moved through the real API, each notification sent by
// the server to the test push service over https, decrypted with the subscribing browser's own
// keys, and its JSON checked. Orders are of restaurant 1 (the demo restaurant account).

/** Long enough for a notice that is coming to have come: used before saying one did not. */
const SETTLE_MS = 400;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

interface Placed {
  id: number;
  trackingToken: string;
  total: string;
  currency: string;
  customerPhone: string;
  deliveryCode?: string;
}

describe('push notifications', () => {
  let t: TestApp;
  let service: TestPushService;
  let cast: Awaited<ReturnType<typeof signInCast>>;
  let menu: MenuItemRow[];
  let restaurantName: string;
  const browsers = {} as Record<
    'restaurant' | 'otherRestaurant' | 'admin' | 'near' | 'far' | 'decliner' | 'unknown' | 'offline',
    TestBrowser
  >;
  const drivers = {} as Record<
    'near' | 'far' | 'decliner' | 'unknown' | 'offline',
    { id: number; cookie: string }
  >;

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  async function subscribe(cookie: string, browser: TestBrowser) {
    const res = await call('POST', '/api/push/subscriptions', cookie, browser.subscription);
    expect(res.statusCode, res.body).toBe(201);
  }

  async function follow(order: Placed, browser: TestBrowser) {
    const res = await call(
      'POST',
      `/api/orders/track/${order.trackingToken}/push`,
      undefined,
      browser.subscription,
    );
    expect(res.statusCode, res.body).toBe(201);
  }

  async function place(): Promise<Placed> {
    const res = await postOrder(t.app, orderBody([{ item: menu[0] as MenuItemRow, quantity: 2 }]));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Placed;
  }

  async function act(url: string, cookie: string, payload?: object) {
    const res = await call('POST', url, cookie, payload);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  }

  async function driverAt(position: { latitude: number; longitude: number } | null, online = true) {
    const driver = await approvedDriver(t.app, cast.admin);
    const status = (isOnline: boolean) => call('PATCH', '/api/driver/status', driver.cookie, { isOnline });
    expect((await status(true)).statusCode).toBe(200);
    if (position) {
      const res = await call('POST', '/api/driver/location', driver.cookie, position);
      expect(res.statusCode, res.body).toBe(200);
    }
    if (!online) expect((await status(false)).statusCode).toBe(200);
    return driver;
  }

  const customerUrl = (order: Placed) => `/order-tracking?phone=${encodeURIComponent(order.customerPhone)}`;
  const messagesAbout = (browser: TestBrowser, orderId: number) =>
    browser.messages().filter((message) => message.orderId === orderId);

  beforeAll(async () => {
    service = await startPushService();
    t = await buildTestApp({
      env: { ...UNLIMITED_ENV, ...NO_LEAD_ENV, PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' },
    });
    cast = await signInCast(t.app);
    menu = await menuOf(t.app, 1);
    const restaurant = (await call('GET', '/api/restaurants/1')).json() as {
      name: string;
      latitude: string;
      longitude: string;
    };
    restaurantName = restaurant.name;
    const at = { latitude: Number(restaurant.latitude), longitude: Number(restaurant.longitude) };
    // About 2 km and about 50 km north of the restaurant.
    drivers.near = await driverAt({ latitude: at.latitude + 0.018, longitude: at.longitude });
    drivers.far = await driverAt({ latitude: at.latitude + 0.45, longitude: at.longitude });
    drivers.decliner = await driverAt({ latitude: at.latitude + 0.01, longitude: at.longitude });
    drivers.unknown = await driverAt(null);
    drivers.offline = await driverAt({ latitude: at.latitude + 0.01, longitude: at.longitude }, false);

    const names = [
      'restaurant',
      'otherRestaurant',
      'admin',
      'near',
      'far',
      'decliner',
      'unknown',
      'offline',
    ] as const;
    for (const name of names) browsers[name] = testBrowser(service, name);
    await subscribe(cast.restaurant, browsers.restaurant);
    await subscribe(cast.other.cookie, browsers.otherRestaurant);
    await subscribe(cast.admin, browsers.admin);
    for (const name of ['near', 'far', 'decliner', 'unknown', 'offline'] as const) {
      await subscribe(drivers[name].cookie, browsers[name]);
    }
  });
  afterAll(async () => {
    await t?.close();
    await service?.close();
  });

  describe('one order from placement to delivery', () => {
    let order: Placed;
    let customerBrowser: TestBrowser;
    const customer = () => customerBrowser;

    it('tells the restaurant and the admins of a new order, and nobody else', async () => {
      order = await place();
      const total = formatAmount(order.total, order.currency);
      expect(await browsers.restaurant.waitFor({ orderId: order.id })).toEqual({
        kind: 'new_order',
        title: 'New Order Received!',
        body: `Order from Test Customer for ${total}`,
        url: '/restaurant-app',
        orderId: order.id,
      });
      expect(await browsers.admin.waitFor({ orderId: order.id })).toEqual({
        kind: 'new_order',
        title: 'New Order in System',
        body: `Order from Test Customer for ${total}`,
        url: '/admin',
        orderId: order.id,
      });
      await settle();
      expect(messagesAbout(browsers.otherRestaurant, order.id)).toEqual([]);
      // A driver never gets a restaurant's notice: an order is no offer until the kitchen accepts it.
      for (const name of ['near', 'far', 'decliner', 'unknown', 'offline'] as const) {
        expect(messagesAbout(browsers[name], order.id)).toEqual([]);
      }
    });

    it('sends it the Web Push way: aes128gcm, urgency, TTL until the order would go unanswered, VAPID', async () => {
      const [request] = service.received.filter((push) => push.path === browsers.restaurant.path);
      expect(request?.headers).toMatchObject({
        'content-encoding': 'aes128gcm',
        'content-type': 'application/octet-stream',
        urgency: 'high',
        ttl: '600',
      });
      const { publicKey } = (await call('GET', '/api/push/key')).json() as { publicKey: string };
      const [vapid] = browsers.restaurant.authorizations();
      expect(vapid).toMatchObject({ publicKey, signatureValid: true, claims: { aud: service.origin } });
    });

    it('tells the customer of the acceptance with an ETA, and offers it to free drivers within 10 km', async () => {
      customerBrowser = testBrowser(service, 'customer');
      await follow(order, customer());
      await t.database.handle.db
        .insert(declinedOffers)
        .values({ driverId: drivers.decliner.id, orderId: order.id });
      await act(`/api/orders/${order.id}/accept`, cast.restaurant, { prepMinutes: 20 });

      const accepted = await customer().waitFor({ kind: 'order_accepted' });
      expect(accepted).toMatchObject({ title: 'Order accepted', url: customerUrl(order), orderId: order.id });
      expect(accepted.body).toMatch(
        new RegExp(
          `^${restaurantName} accepted your order and is preparing it\\. Estimated arrival in about \\d+ min\\.$`,
        ),
      );
      const minutes = Number(/about (\d+) min/.exec(accepted.body)?.[1]);
      expect(minutes).toBeGreaterThanOrEqual(20);

      const offer = await browsers.near.waitFor({ kind: 'new_offer' });
      expect(offer).toMatchObject({ title: 'New delivery offer', url: '/driver-app', orderId: order.id });
      expect(offer.body).toMatch(
        new RegExp(`^Pick up at ${restaurantName} \\(2\\.0 km away\\)\\. Earn .+\\.$`),
      );
      // A driver whose position is not known yet cannot be ruled out.
      const anywhere = await browsers.unknown.waitFor({ kind: 'new_offer' });
      expect(anywhere.body).toMatch(new RegExp(`^Pick up at ${restaurantName}\\. Earn .+\\.$`));
      await settle();
      for (const name of ['far', 'decliner', 'offline'] as const) {
        expect(messagesAbout(browsers[name], order.id), name).toEqual([]);
      }
      expect(messagesAbout(browsers.restaurant, order.id)).toHaveLength(1);
    });

    it('tells the customer of a delay', async () => {
      await act(`/api/orders/${order.id}/delay`, cast.restaurant, { minutes: 10 });
      const delayed = await customer().waitFor({ kind: 'order_delayed' });
      expect(delayed).toMatchObject({ title: 'Order delayed', url: customerUrl(order), orderId: order.id });
      expect(delayed.body).toMatch(
        new RegExp(`^${restaurantName} needs 10 more minutes\\. Estimated arrival in about \\d+ min\\.$`),
      );
    });

    it('tells the customer of the pickup and the delivery, then lets the subscription go an hour later', async () => {
      await act(`/api/orders/${order.id}/claim`, drivers.near.cookie);
      await act(`/api/orders/${order.id}/ready`, cast.restaurant);
      await act(`/api/orders/${order.id}/pickup`, drivers.near.cookie);
      expect(await customer().waitFor({ kind: 'order_picked_up' })).toEqual({
        kind: 'order_picked_up',
        title: 'Order picked up',
        body: `Your driver collected your order from ${restaurantName} and is on the way.`,
        url: customerUrl(order),
        orderId: order.id,
      });
      await act(`/api/orders/${order.id}/depart`, drivers.near.cookie);
      const { deliveryCode } = (
        await call('GET', `/api/orders/track/${order.trackingToken}`)
      ).json() as Placed;
      await act(`/api/orders/${order.id}/deliver`, drivers.near.cookie, { code: deliveryCode });
      expect(await customer().waitFor({ kind: 'order_delivered' })).toEqual({
        kind: 'order_delivered',
        title: 'Order delivered',
        body: `Your order from ${restaurantName} was delivered. Enjoy your meal!`,
        // The tracker opens at its rating form.
        url: `${customerUrl(order)}#rate`,
        orderId: order.id,
      });
      expect(
        customer()
          .messages()
          .map((message) => message.kind),
      ).toEqual(['order_accepted', 'order_delayed', 'order_picked_up', 'order_delivered']);

      const db = t.database.handle.db;
      const expiry = async () =>
        db
          .select({ expiresAt: orderPushSubscriptions.expiresAt })
          .from(orderPushSubscriptions)
          .where(eq(orderPushSubscriptions.orderId, order.id));
      const [row] = await expiry();
      const inMs = (row?.expiresAt?.getTime() ?? 0) - Date.now();
      expect(inMs).toBeGreaterThan(55 * 60_000);
      expect(inMs).toBeLessThanOrEqual(60 * 60_000);
      await removeExpiredPushSubscriptions(db, new Date());
      expect(await expiry()).toHaveLength(1);
      await removeExpiredPushSubscriptions(db, new Date(Date.now() + 61 * 60_000));
      expect(await expiry()).toEqual([]);
    });
  });

  it('tells the restaurant and the customer when an admin cancels, with the reason', async () => {
    const order = await place();
    const customer = testBrowser(service, 'customer-cancelled');
    await follow(order, customer);
    await act(`/api/admin/orders/${order.id}/cancel`, cast.admin, { reason: 'Kitchen fire reported' });
    expect(await browsers.restaurant.waitFor({ kind: 'order_cancelled', orderId: order.id })).toEqual({
      kind: 'order_cancelled',
      title: `Order #${order.id} cancelled`,
      body: 'Reason: Kitchen fire reported',
      url: '/restaurant-app',
      orderId: order.id,
    });
    expect(await customer.waitFor({ kind: 'order_cancelled' })).toEqual({
      kind: 'order_cancelled',
      title: 'Order cancelled',
      body: `Your order from ${restaurantName} was cancelled: Kitchen fire reported`,
      url: customerUrl(order),
      orderId: order.id,
    });
  });

  it("tells the customer of the restaurant's own rejection, and not the restaurant", async () => {
    const order = await place();
    const customer = testBrowser(service, 'customer-rejected');
    await follow(order, customer);
    await act(`/api/orders/${order.id}/reject`, cast.restaurant, { reason: 'Too busy right now' });
    const cancelled = await customer.waitFor({ kind: 'order_cancelled' });
    expect(cancelled.body).toBe(`Your order from ${restaurantName} was cancelled: Too busy right now`);
    await settle();
    expect(messagesAbout(browsers.restaurant, order.id).map((message) => message.kind)).toEqual([
      'new_order',
    ]);
  });

  it('tells the driver carrying an order that it was cancelled', async () => {
    const order = await place();
    await act(`/api/orders/${order.id}/accept`, cast.restaurant, { prepMinutes: 15 });
    await act(`/api/orders/${order.id}/claim`, drivers.near.cookie);
    await act(`/api/admin/orders/${order.id}/cancel`, cast.admin, { reason: 'Customer unreachable' });
    expect(await browsers.near.waitFor({ kind: 'order_cancelled', orderId: order.id })).toEqual({
      kind: 'order_cancelled',
      title: `Order #${order.id} cancelled`,
      body: 'Do not deliver it. Reason: Customer unreachable',
      url: '/driver-app',
      orderId: order.id,
    });
  });

  it('tells a driver whose order an admin gave to another driver', async () => {
    const order = await place();
    await act(`/api/orders/${order.id}/accept`, cast.restaurant, { prepMinutes: 15 });
    await act(`/api/orders/${order.id}/claim`, drivers.near.cookie);
    await act(`/api/admin/orders/${order.id}/assign`, cast.admin, { driverId: drivers.unknown.id });
    expect(await browsers.near.waitFor({ kind: 'order_taken_away', orderId: order.id })).toEqual({
      kind: 'order_taken_away',
      title: `Order #${order.id} was reassigned`,
      body: 'An admin gave this delivery to another driver. You no longer need to pick it up.',
      url: '/driver-app',
      orderId: order.id,
    });
    await settle();
    expect(messagesAbout(browsers.unknown, order.id).map((message) => message.kind)).toEqual(['new_offer']);
  });

  it('tells every admin of approvals', async () => {
    await approvedRestaurant(t.app, cast.admin);
    expect(await browsers.admin.waitFor({ kind: 'restaurant_approved' })).toEqual({
      kind: 'restaurant_approved',
      title: 'Restaurant Approved',
      body: 'Maple Bistro is now active',
      url: '/admin',
      orderId: null,
    });
    await approvedDriver(t.app, cast.admin);
    expect(await browsers.admin.waitFor({ kind: 'driver_approved' })).toEqual({
      kind: 'driver_approved',
      title: 'Driver Approved',
      body: 'Dana Driver is now active',
      url: '/admin',
      orderId: null,
    });
    await settle();
    expect(browsers.restaurant.messages().filter((message) => message.kind.endsWith('_approved'))).toEqual(
      [],
    );
  });

  it('tells a restaurant it was paused after orders went unanswered, and only that restaurant', async () => {
    await t.app.hub.publish({ kind: 'restaurant_paused', restaurantId: 1, unanswered: 2 });
    expect(await browsers.restaurant.waitFor({ kind: 'restaurant_paused' })).toEqual({
      kind: 'restaurant_paused',
      title: 'Your restaurant was paused: 2 orders went unanswered',
      body: 'Switch Open back on in the restaurant app when you are ready to take orders again.',
      url: '/restaurant-app',
      orderId: null,
    });
    await settle();
    expect(
      browsers.otherRestaurant.messages().filter((message) => message.kind === 'restaurant_paused'),
    ).toEqual([]);
    expect(browsers.near.messages().filter((message) => message.kind === 'restaurant_paused')).toEqual([]);
  });

  it('tells the restaurant and the admins of an order for later when it comes due, not when it is placed', async () => {
    // Two hours ahead: the 30-minute lead leaves it scheduled until the round below.
    const order = await placeScheduled(t.app, { cash: true, slotIndex: 8 });
    await settle();
    expect(messagesAbout(browsers.restaurant, order.id)).toEqual([]);
    expect(messagesAbout(browsers.admin, order.id)).toEqual([]);
    const due = Date.parse(order.scheduledFor as string) - 30 * 60_000;
    expect((await releaseDueOrders(releaseDeps(t.app, t.database.handle), { now: () => due })).released).toBe(
      1,
    );
    expect(await browsers.restaurant.waitFor({ orderId: order.id })).toMatchObject({
      kind: 'new_order',
      title: 'New Order Received!',
    });
    expect(await browsers.admin.waitFor({ orderId: order.id })).toMatchObject({ kind: 'new_order' });
  });

  it('tells the restaurant when the customer cancels, and not the customer who did', async () => {
    const order = await place();
    const customerBrowser = testBrowser(service, 'canceller');
    await follow(order, customerBrowser);
    await browsers.restaurant.waitFor({ orderId: order.id });
    const res = await call('POST', `/api/orders/track/${order.trackingToken}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await browsers.restaurant.waitFor({ orderId: order.id, kind: 'order_cancelled' })).toMatchObject({
      kind: 'order_cancelled',
    });
    await settle();
    expect(messagesAbout(customerBrowser, order.id)).toEqual([]);
  });
});
