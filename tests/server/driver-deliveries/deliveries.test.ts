import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_REQUIRED } from '#domain/accounts/messages.ts';
import {
  ALREADY_TAKEN,
  DELIVERY_LOCKED,
  GO_ONLINE_FIRST,
  ONE_DELIVERY_AT_A_TIME,
} from '#domain/driver-deliveries/messages.ts';
import { DELIVERY_CODE_MESSAGE } from '#domain/driver-deliveries/requests.ts';
import type {
  DriverDelivery,
  DriverDeliveryPage,
  DriverOffer,
  DriverStats,
} from '#domain/driver-deliveries/responses.ts';
import type { PlacedOrderResponse } from '#domain/ordering/responses.ts';
import { moneyDecimal } from '#domain/shared/currency.ts';
import { toCents } from '#domain/shared/money.ts';
import type { PhoneOrder, TrackedOrder } from '#domain/tracking/responses.ts';
import { DELIVERY_CODE_MAX_FAILURES } from '#domain/tracking/rules.ts';
import { drivers, orderEvents, refunds } from '#server/db/schema.ts';
import { TOO_FREQUENT } from '#server/modules/driver-deliveries/report-location.ts';
import { connectLive, settle } from '../../support/live-client';
import { adminOrder, postOrder, UNLIMITED_ENV } from '../../support/order-requests';
import { linesMeetingMinimum, orderBody, payWithTestCard } from '../../support/orders';
import { approvedDriver, signInCast } from '../../support/partners';
import { buildTestApp, type TestApp } from '../../support/test-app';
import { yenDriver, yenKitchen, yenOrder } from '../restaurant-orders/yen-kitchen';

// Deliveries (issue "Deliveries for real"): offers with pay, one winner per claim, the assigned
// driver's path to delivery with the customer's code, payouts final at delivery, live positions
// for the token's holder only.

let t: TestApp;
let admin: string;
let restaurant: string;
let demoDriver: string;
let otherRestaurant: { id: number; cookie: string };

beforeAll(async () => {
  t = await buildTestApp({ env: UNLIMITED_ENV });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  ({ admin, restaurant, driver: demoDriver, other: otherRestaurant } = await signInCast(t.app));
});
afterAll(() => t.close());

type Driver = { id: number; cookie: string };

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const act = (id: number, action: string, cookie?: string, payload?: object) =>
  call('POST', `/api/orders/${id}/${action}`, cookie, payload);

async function onlineDriver(): Promise<Driver> {
  const driver = await approvedDriver(t.app, admin);
  const res = await call('PATCH', '/api/driver/status', driver.cookie, { isOnline: true });
  expect(res.statusCode, res.body).toBe(200);
  return driver;
}

/** A street no restaurant is on, so a leak of it cannot hide behind a restaurant's address. */
const CUSTOMER_ADDRESS = '77 Larkspur Lane, Toronto';

/** An order restaurant 1 has accepted: preparing, offered to drivers. */
async function acceptedOrder(
  options: {
    tip?: string;
    card?: boolean;
    dropOff?: { customerLatitude: string; customerLongitude: string };
  } = {},
): Promise<PlacedOrderResponse> {
  const lines = await linesMeetingMinimum(t.app, 1);
  let body = orderBody(lines, {
    tip: options.tip ?? '0.00',
    customerAddress: CUSTOMER_ADDRESS,
    ...options.dropOff,
  });
  if (options.card) {
    const { paymentIntentId } = await payWithTestCard(t.app, body);
    body = { ...body, paymentMethod: 'card', paymentIntentId };
  }
  const res = await postOrder(t.app, body);
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json() as PlacedOrderResponse;
  const accepted = await act(order.id, 'accept', restaurant, { prepMinutes: 15 });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return order;
}

/** An order the driver holds, moved to `to` along the path. */
async function orderWith(
  driver: Driver,
  to: 'preparing' | 'ready' | 'picked-up' | 'on-the-way',
  options: Parameters<typeof acceptedOrder>[0] = {},
) {
  const order = await acceptedOrder(options);
  expect((await act(order.id, 'claim', driver.cookie)).statusCode).toBe(200);
  if (to === 'preparing') return order;
  expect((await act(order.id, 'ready', restaurant)).statusCode).toBe(200);
  if (to === 'ready') return order;
  expect((await act(order.id, 'pickup', driver.cookie)).statusCode).toBe(200);
  if (to === 'picked-up') return order;
  expect((await act(order.id, 'depart', driver.cookie)).statusCode).toBe(200);
  return order;
}

async function stats(driver: Driver): Promise<DriverStats> {
  const res = await call('GET', '/api/driver/stats', driver.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('going online and offers', () => {
  it('an offline driver sees no offers and cannot accept; online, it sees the order with its pay', async () => {
    const driver = await approvedDriver(t.app, admin);
    const order = await acceptedOrder({ tip: '25.00' });
    expect((await stats(driver)).isOnline).toBe(false);
    expect((await call('GET', '/api/driver/offers', driver.cookie)).json()).toEqual([]);
    const refused = await act(order.id, 'claim', driver.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: GO_ONLINE_FIRST });

    const online = await call('PATCH', '/api/driver/status', driver.cookie, { isOnline: true });
    expect(online.json()).toMatchObject({ isOnline: true });
    const offers = (await call('GET', '/api/driver/offers', driver.cookie)).json() as DriverOffer[];
    const offer = offers.find((entry) => entry.id === order.id);
    expect(offer).toBeDefined();
    // A $25 tip: the driver keeps $20, the company $5; base $5 plus the distance part.
    expect(offer?.pay).toMatchObject({ base: '5.00', tip: '25.00', tipFee: '5.00' });
    const pay = offer?.pay ?? { base: '0', distance: '0', tip: '0', tipFee: '0', total: '0' };
    expect(toCents(pay.total)).toBe(toCents(pay.base) + toCents(pay.distance) + 2000);
    // Before accepting: the area only, never the street, the name or the phone.
    expect(offer?.dropOffArea).toBe('Toronto');
    expect(JSON.stringify(offer)).not.toContain('Larkspur');
    expect(JSON.stringify(offer)).not.toContain(order.customerPhone);
  });

  it('sorts offers by the distance from the driver to the restaurant', async () => {
    const driver = await onlineDriver();
    const [fresh] = await t.database.handle.db
      .select({ latitude: drivers.currentLatitude })
      .from(drivers)
      .where(eq(drivers.id, driver.id));
    expect(fresh?.latitude).toBeNull();
    await acceptedOrder();
    const located = await call('POST', '/api/driver/location', driver.cookie, {
      latitude: 40.7128,
      longitude: -74.006,
      accuracy: 8,
    });
    expect(located.statusCode, located.body).toBe(200);
    const offers = (await call('GET', '/api/driver/offers', driver.cookie)).json() as DriverOffer[];
    const distances = offers.map((offer) => Number(offer.pickupDistanceKm ?? Number.POSITIVE_INFINITY));
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('refuses a body that is not a boolean, naming the field', async () => {
    const res = await call('PATCH', '/api/driver/status', demoDriver, { isOnline: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('isOnline');
  });
});

describe('claiming', () => {
  it('20 drivers accepting one order at once: one winner, 19 told it was taken, one event', async () => {
    const order = await acceptedOrder();
    // The drivers sign up one after another (a burst of sign-ups meets the hashing queue's 503);
    // the race under test is the claim below.
    const crowd: Driver[] = [];
    for (let i = 0; i < 20; i++) crowd.push(await onlineDriver());
    const answers = await Promise.all(crowd.map((driver) => act(order.id, 'claim', driver.cookie)));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    for (const res of answers.filter((answer) => answer.statusCode === 409)) {
      expect(res.json()).toMatchObject({ message: ALREADY_TAKEN });
    }
    const winner = crowd[answers.findIndex((res) => res.statusCode === 200)];
    const events = await t.database.handle.db
      .select({ actorId: orderEvents.actorId })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.actorType, 'driver')));
    expect(events).toEqual([{ actorId: winner?.id }]);
  });

  it('a driver holds one active delivery at a time', async () => {
    const driver = await onlineDriver();
    await orderWith(driver, 'preparing');
    const second = await acceptedOrder();
    const res = await act(second.id, 'claim', driver.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: ONE_DELIVERY_AT_A_TIME });
  });

  it('a confirmed order (not accepted by the kitchen) cannot be claimed', async () => {
    const driver = await onlineDriver();
    const lines = await linesMeetingMinimum(t.app, 1);
    const order = (await postOrder(t.app, orderBody(lines))).json() as PlacedOrderResponse;
    const res = await act(order.id, 'claim', driver.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('confirmed');
  });
});

describe('who may move a delivery', () => {
  it.each(['pickup', 'depart', 'deliver'])(
    '%s: 401 anonymous, 403 a restaurant, 404 another driver',
    async (action) => {
      const driver = await onlineDriver();
      const stranger = await onlineDriver();
      const order = await orderWith(driver, 'ready');
      const body = action === 'deliver' ? { code: '0000' } : undefined;
      const anonymous = await act(order.id, action, undefined, body);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ message: SIGN_IN_REQUIRED });
      expect((await act(order.id, action, restaurant, body)).statusCode).toBe(403);
      expect((await act(order.id, action, otherRestaurant.cookie, body)).statusCode).toBe(403);
      const foreign = await act(order.id, action, stranger.cookie, body);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ message: 'Order not found' });
    },
  );

  it('offers no catch-all status change: each move is its own action', async () => {
    const driver = await onlineDriver();
    const order = await orderWith(driver, 'ready');
    const res = await call('PATCH', `/api/orders/${order.id}/status`, admin, { status: 'delivered' });
    expect(res.statusCode).toBe(404);
    const desk = (await call('GET', '/api/admin/orders?status=ready&limit=200', admin)).json();
    expect(desk.orders.some((entry: { id: number }) => entry.id === order.id)).toBe(true);
  });

  it('keeps the path: no pickup before ready, no delivery before on the way, each 409 naming the status', async () => {
    const driver = await onlineDriver();
    const order = await orderWith(driver, 'preparing');
    const early = await act(order.id, 'pickup', driver.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('preparing');
    expect((await act(order.id, 'ready', restaurant)).statusCode).toBe(200);
    const notYet = await act(order.id, 'deliver', driver.cookie, { code: order.deliveryCode });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toContain('ready');
    expect((await act(order.id, 'depart', driver.cookie)).statusCode).toBe(409);
  });
});

describe('delivering with the code', () => {
  it('a wrong code counts, the right one delivers, a replay is refused; payouts become final', async () => {
    const driver = await onlineDriver();
    const order = await orderWith(driver, 'on-the-way');
    const wrongCode = order.deliveryCode === '0000' ? '1111' : '0000';

    const malformed = await act(order.id, 'deliver', driver.cookie, { code: '12a4' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toMatchObject({ code: DELIVERY_CODE_MESSAGE });

    const wrong = await act(order.id, 'deliver', driver.cookie, { code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.code).toBe('That code is not right. 4 attempts left.');

    const before = await stats(driver);
    const right = await act(order.id, 'deliver', driver.cookie, { code: order.deliveryCode });
    expect(right.statusCode, right.body).toBe(200);
    const delivered = right.json() as DriverDelivery;
    expect(delivered.status).toBe('delivered');
    expect(delivered.actualDeliveryTime).not.toBeNull();

    const replay = await act(order.id, 'deliver', driver.cookie, { code: order.deliveryCode });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toBe('The order is already delivered');

    const stored = await adminOrder(t.app, admin, order.id);
    expect(stored.driverPay).toBe(delivered.pay.total);
    expect(toCents(stored.companyPay ?? '0')).toBe(
      toCents(stored.total) - toCents(stored.driverPay ?? '0') - toCents(stored.restaurantPay ?? '0'),
    );
    expect(JSON.parse(stored.paymentBreakdown ?? '{}')).toMatchObject({ estimate: false });

    const after = await stats(driver);
    expect(after.totalDeliveries).toBe(before.totalDeliveries + 1);
    expect(toCents(after.totalEarnings)).toBe(toCents(before.totalEarnings) + toCents(delivered.pay.total));
    expect(toCents(after.todayEarnings)).toBe(toCents(before.todayEarnings) + toCents(delivered.pay.total));
    expect(after.todayDeliveries).toBe(before.todayDeliveries + 1);
    // The test orders are cash: the driver now holds the total.
    expect(toCents(after.cashInHand)).toBe(toCents(before.cashInHand) + toCents(order.total));
    expect(delivered.paymentStatus).toBe('cash_collected');
  });

  it('pays distance for the straight-line distance stored at placement, never beyond the radius', async () => {
    // 7.95 km straight north of restaurant 1, which delivers within 8 km.
    const restaurant = (await call('GET', '/api/restaurants/1')).json() as {
      latitude: string;
      longitude: string;
      deliveryRadiusKm: number;
    };
    expect(restaurant.deliveryRadiusKm).toBe(8);
    const kmPerDegree = (6371 * Math.PI) / 180;
    const dropOff = {
      customerLatitude: (Number(restaurant.latitude) + 7.95 / kmPerDegree).toFixed(8),
      customerLongitude: restaurant.longitude,
    };
    const driver = await onlineDriver();
    const order = await orderWith(driver, 'on-the-way', { dropOff });
    expect(order.deliveryDistance).toBe('7.95');
    const right = await act(order.id, 'deliver', driver.cookie, { code: order.deliveryCode });
    expect(right.statusCode, right.body).toBe(200);
    const delivered = right.json() as DriverDelivery;
    // $5 base + $1 per km beyond 5: 2.95 km of distance pay, at most the radius's 3 km.
    expect(delivered.pay).toMatchObject({ base: '5.00', distance: '2.95', tip: '0.00', total: '7.95' });
    const stored = await adminOrder(t.app, admin, order.id);
    expect(stored).toMatchObject({ deliveryDistance: '7.95', driverPay: '7.95' });
    expect(JSON.parse(stored.paymentBreakdown ?? '{}')).toMatchObject({
      estimate: false,
      driver: { base: '5.00', distance: '2.95', total: '7.95' },
    });
    expect(Number(stored.deliveryDistance)).toBeLessThanOrEqual(restaurant.deliveryRadiusKm);
  });

  it('20 wrong codes at once count exactly five, then the order is locked until an admin unlocks it', async () => {
    const driver = await onlineDriver();
    const order = await orderWith(driver, 'on-the-way');
    const wrongCode = order.deliveryCode === '0000' ? '1111' : '0000';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => act(order.id, 'deliver', driver.cookie, { code: wrongCode })),
    );
    const wrongEvents = await t.database.handle.db
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(
        and(eq(orderEvents.orderId, order.id), eq(orderEvents.note, 'A wrong delivery code was entered')),
      );
    expect(wrongEvents).toHaveLength(DELIVERY_CODE_MAX_FAILURES);
    expect(answers.every((res) => res.statusCode === 400 || res.statusCode === 409)).toBe(true);

    const lockedOut = await act(order.id, 'deliver', driver.cookie, { code: order.deliveryCode });
    expect(lockedOut.statusCode).toBe(409);
    expect(lockedOut.json()).toMatchObject({ code: 'delivery_locked', message: DELIVERY_LOCKED });

    const desk = await call('GET', '/api/admin/orders?status=on-the-way', admin);
    expect(desk.json().orders.find((entry: { id: number }) => entry.id === order.id)).toMatchObject({
      deliveryLocked: true,
    });
    expect((await act(order.id, 'unlock', driver.cookie)).statusCode).toBe(404);
    const unlocked = await call('POST', `/api/admin/orders/${order.id}/unlock`, admin);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json()).toMatchObject({ deliveryLocked: false });
    expect((await act(order.id, 'deliver', driver.cookie, { code: order.deliveryCode })).statusCode).toBe(
      200,
    );
  });
});

describe('tracking privacy', () => {
  it('a phone look-up reveals no name, dishes, address, coordinates or code; the token reveals them', async () => {
    const order = await acceptedOrder();
    expect(order.trackingToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(order.deliveryCode).toMatch(/^\d{4}$/);

    const res = await call('GET', `/api/orders/customer/${encodeURIComponent(order.customerPhone)}`);
    const [seen] = res.json() as PhoneOrder[];
    expect(seen?.id).toBe(order.id);
    expect(seen?.customerAddress).toBe('Toronto');
    expect(seen?.itemCount).toBe(order.itemCount);
    const text = res.body;
    for (const secret of ['Larkspur', '43.6532', '-79.3832', order.deliveryCode, order.customerName]) {
      expect(text).not.toContain(secret);
    }
    expect(seen).not.toHaveProperty('items');
    expect(seen).not.toHaveProperty('deliveryCode');

    const tracked = await call('GET', `/api/orders/track/${order.trackingToken}`);
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json()).toMatchObject({
      id: order.id,
      customerAddress: CUSTOMER_ADDRESS,
      customerLatitude: '43.6532',
      deliveryCode: order.deliveryCode,
      driverPosition: null,
    });
    const unknown = await call('GET', `/api/orders/track/${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect((await call('GET', '/api/orders/track/short')).statusCode).toBe(400);
  });

  it("a driver's position reaches the token's socket and admins, never a phone-only socket", async () => {
    const driver = await onlineDriver();
    const order = await orderWith(driver, 'picked-up');
    const tokenSocket = await connectLive(t.app);
    const phoneSocket = await connectLive(t.app);
    tokenSocket.hello('customer', { trackingToken: order.trackingToken });
    phoneSocket.hello('customer', { phone: order.customerPhone });
    await settle(200);

    const sent = await call('POST', '/api/driver/location', driver.cookie, {
      latitude: 43.65,
      longitude: -79.38,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ relayedTo: order.id });
    const moved = await tokenSocket.waitFor('driver_location_update');
    expect(moved.data).toMatchObject({
      orderId: order.id,
      driverId: driver.id,
      latitude: 43.65,
      longitude: -79.38,
    });
    await settle();
    expect(phoneSocket.messages.some((message) => message.type === 'driver_location_update')).toBe(false);

    const tooSoon = await call('POST', '/api/driver/location', driver.cookie, {
      latitude: 43.66,
      longitude: -79.38,
    });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ message: TOO_FREQUENT });

    const tracked = (await call('GET', `/api/orders/track/${order.trackingToken}`)).json() as TrackedOrder;
    expect(tracked.driverPosition).toMatchObject({ latitude: 43.65, longitude: -79.38 });
    tokenSocket.socket.close();
    phoneSocket.socket.close();
  });

  it('a position is refused with a clear 400 when out of range, and from an offline driver without a delivery', async () => {
    const driver = await approvedDriver(t.app, admin);
    const bad = await call('POST', '/api/driver/location', driver.cookie, { latitude: 91, longitude: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('latitude');
    const offline = await call('POST', '/api/driver/location', driver.cookie, {
      latitude: 10,
      longitude: 10,
    });
    expect(offline.statusCode).toBe(409);
  });
});

describe('money in the currency of the country', () => {
  it('a driver in Japan sees a yen order, its pay and its stat cards in whole yen', async () => {
    const kitchen = await yenKitchen(t.app, admin, ['980']);
    const dish = kitchen.dishes[0];
    if (!dish) throw new Error('the kitchen has no dish');
    const driver = await yenDriver(t.app, admin, '10.78.0.1');
    const before = await stats(driver);
    expect(before).toMatchObject({
      currency: 'JPY',
      totalEarnings: '0',
      todayEarnings: '0',
      cashInHand: '0',
    });

    const order = await yenOrder(t.app, dish);
    expect((await act(order.id, 'accept', kitchen.cookie, { prepMinutes: 15 })).statusCode).toBe(200);
    const offers = (await call('GET', '/api/driver/offers', driver.cookie)).json() as DriverOffer[];
    const offer = offers.find((entry) => entry.id === order.id);
    expect(offer).toMatchObject({ currency: 'JPY', total: order.total });
    const wholeYen = /^\d+$/;
    expect(order.total).toMatch(wholeYen);
    for (const amount of Object.values(offer?.pay ?? {})) expect(amount).toMatch(wholeYen);

    expect((await act(order.id, 'claim', driver.cookie)).statusCode).toBe(200);
    for (const [action, cookie] of [
      ['ready', kitchen.cookie],
      ['pickup', driver.cookie],
      ['depart', driver.cookie],
    ] as const) {
      expect((await act(order.id, action, cookie)).statusCode).toBe(200);
    }
    const delivered = await act(order.id, 'deliver', driver.cookie, { code: order.deliveryCode });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const delivery = delivered.json() as DriverDelivery;
    expect(delivery).toMatchObject({ currency: 'JPY', total: order.total });

    // The earnings are the pay made final at delivery, as stored (the admin list reads columns as
    // they are: "500.00").
    const stored = await adminOrder(t.app, admin, order.id);
    expect(stored.currency).toBe('JPY');
    const earned = moneyDecimal(toCents(stored.driverPay ?? 'none'), 'JPY');
    const after = await stats(driver);
    expect(after).toMatchObject({
      currency: 'JPY',
      totalEarnings: earned,
      todayEarnings: earned,
      // A cash order: the driver holds the whole total until it is handed in.
      cashInHand: order.total,
      todayDeliveries: 1,
    });
  });

  it("a driver's stat cards are in its country's currency", async () => {
    // Registered without a country, a driver works in the United States (the column's default).
    expect((await stats(await approvedDriver(t.app, admin))).currency).toBe('USD');
  });
});

describe("the driver's deliveries", () => {
  it('lists the active delivery, then moves it to history once delivered', async () => {
    const driver = await onlineDriver();
    const order = await orderWith(driver, 'on-the-way');
    const active = (
      await call('GET', '/api/driver/deliveries?scope=active', driver.cookie)
    ).json() as DriverDeliveryPage;
    expect(active.deliveries.map((delivery) => delivery.id)).toEqual([order.id]);
    expect(active.deliveries[0]).toMatchObject({
      customerAddress: CUSTOMER_ADDRESS,
      customerPhone: order.customerPhone,
    });
    expect(active.deliveries[0]).not.toHaveProperty('deliveryCode');
    await act(order.id, 'deliver', driver.cookie, { code: order.deliveryCode });
    const history = (
      await call('GET', '/api/driver/deliveries?scope=history', driver.cookie)
    ).json() as DriverDeliveryPage;
    expect(history.deliveries.map((delivery) => delivery.id)).toEqual([order.id]);
    const bad = await call('GET', '/api/driver/deliveries?scope=everything', driver.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('scope');
  });
});

describe("the admin's order desk", () => {
  it('lists orders by status with restaurant and driver; only admins', async () => {
    const driver = await onlineDriver();
    const order = await orderWith(driver, 'ready');
    expect((await call('GET', '/api/admin/orders')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/orders', driver.cookie)).statusCode).toBe(403);
    const page = (await call('GET', '/api/admin/orders?status=ready&limit=200', admin)).json();
    const entry = page.orders.find((row: { id: number }) => row.id === order.id);
    expect(entry).toMatchObject({
      status: 'ready',
      restaurant: { id: 1 },
      driver: { id: driver.id },
      currency: 'CAD',
      total: order.total,
    });
    expect(page.orders.every((row: { status: string }) => row.status === 'ready')).toBe(true);
    expect((await call('GET', '/api/admin/orders?status=lost', admin)).statusCode).toBe(400);
  });

  it('assigns an online driver, refuses a busy or offline one, and reassigns before pickup', async () => {
    const first = await onlineDriver();
    const second = await onlineDriver();
    const busy = await onlineDriver();
    await orderWith(busy, 'preparing');
    const offline = await approvedDriver(t.app, admin);
    const order = await acceptedOrder();
    const assign = (driverId: number) =>
      call('POST', `/api/admin/orders/${order.id}/assign`, admin, { driverId });

    expect((await assign(busy.id)).statusCode).toBe(409);
    expect((await assign(offline.id)).statusCode).toBe(409);
    expect((await assign(999_999)).statusCode).toBe(400);
    const given = await assign(first.id);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ driver: { id: first.id } });

    const firstSocket = await connectLive(t.app, { cookie: first.cookie });
    firstSocket.hello('driver');
    await settle(200);
    const moved = await assign(second.id);
    expect(moved.statusCode, moved.body).toBe(200);
    const told = await firstSocket.waitFor('order_updated');
    expect(told.data).toMatchObject({ id: order.id, driverId: second.id });
    firstSocket.socket.close();
    // The first driver no longer sees it; the second carries it.
    expect((await act(order.id, 'ready', restaurant)).statusCode).toBe(200);
    expect((await act(order.id, 'pickup', first.cookie)).statusCode).toBe(404);
    expect((await act(order.id, 'pickup', second.cookie)).statusCode).toBe(200);
    expect((await assign(first.id)).statusCode).toBe(409);
  });

  it('cancelling a paid card order on its way refunds it once, through the provider', async () => {
    const driver = await onlineDriver();
    const order = await orderWith(driver, 'on-the-way', { card: true });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', `/api/admin/orders/${order.id}/cancel`, admin, { reason: 'Vehicle broke down' }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(4);
    const won = answers.find((res) => res.statusCode === 200)?.json();
    expect(won).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const rows = await t.database.handle.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', amountCents: toCents(order.total) });
    // The driver's history shows it cancelled, with the reason, and no pay was credited.
    const history = (
      await call('GET', '/api/driver/deliveries?scope=history', driver.cookie)
    ).json() as DriverDeliveryPage;
    expect(history.deliveries[0]).toMatchObject({
      id: order.id,
      status: 'cancelled',
      cancelReason: 'Vehicle broke down',
    });
    expect((await stats(driver)).totalDeliveries).toBe(0);
  });

  it('cancels any order not delivered with a reason, and refuses a delivered one', async () => {
    const driver = await onlineDriver();
    const order = await orderWith(driver, 'on-the-way');
    const noReason = await call('POST', `/api/admin/orders/${order.id}/cancel`, admin, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toHaveProperty('reason');
    const cancelled = await call('POST', `/api/admin/orders/${order.id}/cancel`, admin, {
      reason: 'Customer asked to cancel',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelReason: 'Customer asked to cancel' });
    // The driver is free again.
    const next = await acceptedOrder();
    expect((await act(next.id, 'claim', driver.cookie)).statusCode).toBe(200);

    const other = await onlineDriver();
    const done = await orderWith(other, 'on-the-way');
    await act(done.id, 'deliver', other.cookie, { code: done.deliveryCode });
    const late = await call('POST', `/api/admin/orders/${done.id}/cancel`, admin, { reason: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('delivered');
  });
});
