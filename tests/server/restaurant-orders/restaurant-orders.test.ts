import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_REQUIRED } from '#domain/accounts/messages.ts';
import {
  DELAY_MINUTES_MESSAGE,
  PREP_MINUTES_MESSAGE,
  REJECT_REASON_REQUIRED,
} from '#domain/restaurant-orders/requests.ts';
import type { RestaurantOrder, RestaurantOrderPage } from '#domain/restaurant-orders/responses.ts';
import { moneyDecimal } from '#domain/shared/currency.ts';
import { toCents } from '#domain/shared/money.ts';
import type { CustomerOrder } from '#domain/tracking/responses.ts';
import { orderEvents, refunds, testPaymentIntents } from '#server/db/schema.ts';
import { connectLive } from '../../support/live-client';
import { adminOrder, postOrder, UNLIMITED_ENV } from '../../support/order-requests';
import { linesMeetingMinimum, orderBody, payWithTestCard } from '../../support/orders';
import { signInCast } from '../../support/partners';
import { buildTestApp, type TestApp } from '../../support/test-app';
import { yenKitchen, yenOrder } from './yen-kitchen';

// The kitchen's actions (issue "The restaurant app for real"): accept, reject, delay, ready, by the
// order's restaurant only, each one conditional UPDATE with its event row and live event.

let t: TestApp;
let admin: string;
let restaurant: string;
let driver: string;
let other: { id: number; cookie: string };

beforeAll(async () => {
  t = await buildTestApp({ env: UNLIMITED_ENV });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  ({ admin, restaurant, driver, other } = await signInCast(t.app));
});
afterAll(() => t.close());

async function placeOrder(options: { card?: boolean } = {}): Promise<CustomerOrder> {
  const lines = await linesMeetingMinimum(t.app, 1);
  let body = orderBody(lines);
  if (options.card) {
    const { paymentIntentId } = await payWithTestCard(t.app, body);
    body = { ...body, paymentMethod: 'card', paymentIntentId };
  }
  const res = await postOrder(t.app, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const act = (id: number | string, action: string, payload?: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${id}/${action}`,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function customerView(order: CustomerOrder): Promise<CustomerOrder> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/orders/customer/${encodeURIComponent(order.customerPhone)}`,
  });
  const found = (res.json() as CustomerOrder[]).find((entry) => entry.id === order.id);
  if (!found) throw new Error(`order ${order.id} not found by phone`);
  return found;
}

describe('who may act', () => {
  it.each([
    ['accept', { prepMinutes: 20 }],
    ['reject', { reason: 'Too busy right now' }],
    ['delay', { minutes: 10 }],
    ['ready', undefined],
  ])(
    '%s: 401 anonymous, 403 a driver, 404 another restaurant; the order stays confirmed',
    async (action, body) => {
      const order = await placeOrder();
      const anonymous = await act(order.id, action, body);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ message: SIGN_IN_REQUIRED });
      expect((await act(order.id, action, body, driver)).statusCode).toBe(403);
      const foreign = await act(order.id, action, body, other.cookie);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ message: 'Order not found' });
      expect((await customerView(order)).status).toBe('confirmed');
    },
  );

  it('an admin may reject but not run the kitchen', async () => {
    const order = await placeOrder();
    expect((await act(order.id, 'accept', { prepMinutes: 20 }, admin)).statusCode).toBe(403);
    const rejected = await act(order.id, 'reject', { reason: 'Fraud suspected' }, admin);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'cancelled', cancelReason: 'Fraud suspected' });
  });

  it('an unknown order is a 404 and a malformed id a 400', async () => {
    expect((await act(2_000_000_000, 'ready', undefined, restaurant)).statusCode).toBe(404);
    expect((await act('abc', 'ready', undefined, restaurant)).statusCode).toBe(400);
  });
});

describe('accept', () => {
  it.each([
    [{}, 'missing'],
    [{ prepMinutes: 4 }, 'too short'],
    [{ prepMinutes: 121 }, 'too long'],
    [{ prepMinutes: 12.5 }, 'not whole'],
    [{ prepMinutes: '20' }, 'text'],
  ] as [unknown, string][])('refuses %j (%s) with 400 naming prepMinutes', async (body) => {
    const order = await placeOrder();
    const res = await act(order.id, 'accept', body, restaurant);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ prepMinutes: PREP_MINUTES_MESSAGE });
  });

  it('moves confirmed -> preparing with the prep time; the customer sees the new ETA', async () => {
    const order = await placeOrder();
    const before = Date.now();
    const res = await act(order.id, 'accept', { prepMinutes: 25 }, restaurant);
    expect(res.statusCode, res.body).toBe(200);
    const accepted = res.json() as RestaurantOrder;
    expect(accepted).toMatchObject({ id: order.id, status: 'preparing', prepMinutes: 25 });
    const readyBy = Date.parse(accepted.readyBy ?? '');
    expect(readyBy).toBeGreaterThanOrEqual(before + 25 * 60_000 - 5_000);
    expect(readyBy).toBeLessThanOrEqual(Date.now() + 25 * 60_000 + 5_000);
    expect(accepted.timeline.map((entry) => entry.status)).toEqual(['confirmed', 'preparing']);

    const seen = await customerView(order);
    expect(seen.status).toBe('preparing');
    expect(seen.readyBy).toBe(accepted.readyBy);
    expect(seen.etaMinutes).not.toBeNull();
    expect(Date.parse(seen.estimatedArrival ?? '')).toBe(readyBy + (seen.etaMinutes ?? 0) * 60_000);

    const again = await act(order.id, 'accept', { prepMinutes: 25 }, restaurant);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The order is already preparing');
  });

  it('twenty parallel accepts of one order: exactly one wins, one event row', async () => {
    const order = await placeOrder();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => act(order.id, 'accept', { prepMinutes: 15 }, restaurant)),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const events = await t.database.handle.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.status, 'preparing')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorType: 'restaurant', actorId: 1, note: 'Ready in 15 min' });
  });
});

describe('delay and ready', () => {
  it('refuses a delay that is not 5, 10, 15 or 20 minutes', async () => {
    const order = await placeOrder();
    await act(order.id, 'accept', { prepMinutes: 20 }, restaurant);
    for (const minutes of [0, 7, 25, '10', null]) {
      const res = await act(order.id, 'delay', { minutes }, restaurant);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ minutes: DELAY_MINUTES_MESSAGE });
    }
  });

  it('a delay moves the ready time and tells the customer live; ready ends preparing', async () => {
    const order = await placeOrder();
    const customer = await connectLive(t.app);
    customer.hello('customer', { phone: order.customerPhone });
    const accepted = (
      await act(order.id, 'accept', { prepMinutes: 20 }, restaurant)
    ).json() as RestaurantOrder;

    const delayed = await act(order.id, 'delay', { minutes: 10 }, restaurant);
    expect(delayed.statusCode, delayed.body).toBe(200);
    const after = delayed.json() as RestaurantOrder;
    expect(after).toMatchObject({ status: 'preparing', prepMinutes: 30 });
    expect(Date.parse(after.readyBy ?? '') - Date.parse(accepted.readyBy ?? '')).toBe(10 * 60_000);
    expect((await customerView(order)).readyBy).toBe(after.readyBy);

    await expect
      .poll(() => customer.messages.find((m) => m.type === 'order_updated' && m.data.delayedByMinutes === 10))
      .toBeTruthy();
    customer.socket.close();

    const ready = await act(order.id, 'ready', undefined, restaurant);
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
    const late = await act(order.id, 'delay', { minutes: 5 }, restaurant);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Only an order being prepared can be delayed; this one is ready');
  });

  it('ready and delay on a new order are 409s naming its status', async () => {
    const order = await placeOrder();
    const ready = await act(order.id, 'ready', undefined, restaurant);
    expect(ready.statusCode).toBe(409);
    expect(ready.json().message).toBe('An order cannot go from confirmed to ready');
    const delay = await act(order.id, 'delay', { minutes: 5 }, restaurant);
    expect(delay.statusCode).toBe(409);
    expect(delay.json().message).toContain('this one is confirmed');
  });
});

describe('reject', () => {
  it('needs a reason', async () => {
    const order = await placeOrder();
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(201) }]) {
      const res = await act(order.id, 'reject', body, restaurant);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['reason']);
    }
    expect((await act(order.id, 'reject', {}, restaurant)).json().fields.reason).toBe(REJECT_REASON_REQUIRED);
  });

  it('cancels a cash order with the reason on its timeline; a preparing order cannot be rejected', async () => {
    const order = await placeOrder();
    const res = await act(order.id, 'reject', { reason: 'An item is sold out' }, restaurant);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'An item is sold out',
      paymentStatus: 'cash_due',
    });
    expect((await customerView(order)).status).toBe('cancelled');

    const cooking = await placeOrder();
    await act(cooking.id, 'accept', { prepMinutes: 10 }, restaurant);
    const late = await act(cooking.id, 'reject', { reason: 'Too busy right now' }, restaurant);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Only a new order can be rejected; this one is preparing');
  });

  it('refunds a paid card order once, however often the rejection is retried', async () => {
    const order = await placeOrder({ card: true });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => act(order.id, 'reject', { reason: 'Closing soon' }, restaurant)),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    const won = answers.find((res) => res.statusCode === 200)?.json() as RestaurantOrder;
    expect(won).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const retry = await act(order.id, 'reject', { reason: 'Closing soon' }, restaurant);
    expect(retry.statusCode).toBe(409);

    const db = t.database.handle.db;
    const rows = await db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'succeeded',
      amountCents: Math.round(Number(order.total) * 100),
    });
    const [intent] = await db
      .select({ refundId: testPaymentIntents.refundId, refundedCents: testPaymentIntents.refundedCents })
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.refundId, rows[0]?.providerRefundId ?? ''));
    expect(intent?.refundedCents).toBe(rows[0]?.amountCents);
    expect((await customerView(order)).paymentStatus).toBe('refunded');
  });
});

describe('GET /api/restaurant/orders', () => {
  it('lists only the signed-in restaurant’s orders by tab, newest first, page by page, without customer contact', async () => {
    const placed = [await placeOrder(), await placeOrder(), await placeOrder()];
    const newest = placed.at(-1) as CustomerOrder;
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/restaurant/orders?status=new&limit=2',
      headers: { cookie: restaurant },
    });
    expect(page.statusCode, page.body).toBe(200);
    const first = page.json() as RestaurantOrderPage;
    expect(first.orders).toHaveLength(2);
    expect(first.orders[0]?.id).toBe(newest.id);
    expect(first.orders.every((order) => order.status === 'confirmed')).toBe(true);
    expect(first.nextBefore).toBe(first.orders[1]?.id);
    for (const key of [
      'customerPhone',
      'customerAddress',
      'customerLatitude',
      'driverPay',
      'paymentIntentId',
    ]) {
      expect(first.orders[0]).not.toHaveProperty(key);
    }
    const next = await t.app.inject({
      method: 'GET',
      url: `/api/restaurant/orders?status=new&limit=2&before=${first.nextBefore}`,
      headers: { cookie: restaurant },
    });
    expect((next.json() as RestaurantOrderPage).orders[0]?.id).toBeLessThan(first.nextBefore ?? 0);

    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/restaurant/orders?status=active',
      headers: { cookie: other.cookie },
    });
    expect((foreign.json() as RestaurantOrderPage).orders).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/restaurant/orders' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/restaurant/orders', headers: { cookie: admin } }))
        .statusCode,
    ).toBe(403);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/restaurant/orders?status=cooking',
      headers: { cookie: restaurant },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['status']);
  });
});

describe('stats and analytics', () => {
  it('count today’s orders in the tablet’s time zone and refuse an unknown zone', async () => {
    const order = await placeOrder();
    await act(order.id, 'accept', { prepMinutes: 5 }, restaurant);
    await act(order.id, 'ready', undefined, restaurant);
    const stats = await t.app.inject({
      method: 'GET',
      url: '/api/restaurant/stats?tz=America/Toronto',
      headers: { cookie: restaurant },
    });
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json().todayOrders).toBeGreaterThanOrEqual(1);
    expect(Number(stats.json().todayRevenue)).toBeGreaterThan(0);
    // The demo kitchen is in Canada: its figures are Canadian dollars, with cents.
    expect(stats.json()).toMatchObject({
      currency: 'CAD',
      averageOrderValue: expect.stringMatching(/^\d+\.\d\d$/),
    });

    const analytics = await t.app.inject({
      method: 'GET',
      url: '/api/restaurant/analytics?tz=Asia/Kolkata',
      headers: { cookie: restaurant },
    });
    expect(analytics.statusCode, analytics.body).toBe(200);
    const body = analytics.json();
    expect(body.currency).toBe('CAD');
    expect(body.days).toHaveLength(30);
    expect(body.topItems.length).toBeGreaterThan(0);
    expect(body.topItems.length).toBeLessThanOrEqual(5);
    expect(body.averagePrepMinutes).not.toBeNull();

    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/restaurant/stats?tz=Mars/Olympus',
      headers: { cookie: restaurant },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['tz']);
  });

  it("are in the restaurant's currency: a kitchen in Japan counts whole yen", async () => {
    const kitchen = await yenKitchen(t.app, admin, ['980', '1201']);
    const asKitchen = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { cookie: kitchen.cookie } });
    const empty = await asKitchen('/api/restaurant/stats?tz=Asia/Tokyo');
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({
      currency: 'JPY',
      todayRevenue: '0',
      todayOrders: 0,
      averageOrderValue: '0',
      // Nobody has rated the new kitchen: screens say "New".
      rating: '0.0',
      ratingCount: 0,
      newOrders: 0,
    });

    const placed = [];
    for (const dish of kitchen.dishes) placed.push(await yenOrder(t.app, dish));
    const stored = await Promise.all(placed.map((order) => adminOrder(t.app, admin, order.id)));
    const stats = (await asKitchen('/api/restaurant/stats?tz=Asia/Tokyo')).json();
    expect(stats).toMatchObject({ currency: 'JPY', todayOrders: 2, newOrders: 2 });
    // (980 + 1201) / 2 = 1090.5 yen, rounded once, half up, to a whole yen.
    expect(stats.averageOrderValue).toBe('1091');
    // The restaurant's share of each order (its food and 20% of the fee), in whole yen.
    const revenue = stored.reduce((sum, order) => sum + toCents(order.restaurantPay ?? '0'), 0);
    expect(stats.todayRevenue).toBe(moneyDecimal(revenue, 'JPY'));
    expect(stats.todayRevenue).toMatch(/^\d+$/);

    const analytics = (await asKitchen('/api/restaurant/analytics?tz=Asia/Tokyo')).json();
    expect(analytics.currency).toBe('JPY');
    expect(analytics.days.at(-1)).toMatchObject({ orders: 2, revenue: stats.todayRevenue });
    expect(analytics.days.every((day: { revenue: string }) => /^\d+$/.test(day.revenue))).toBe(true);
    expect(analytics.topItems).toEqual([
      { name: 'Ramen 2', quantity: 1, revenue: '1201' },
      { name: 'Ramen 1', quantity: 1, revenue: '980' },
    ]);
  });
});
