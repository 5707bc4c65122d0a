import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UNANSWERED_ORDER_REASON } from '#domain/order-lifecycle/unanswered-orders.ts';
import type { PlacedOrderResponse } from '#domain/ordering/responses.ts';
import type { PhoneOrder, TrackedOrder } from '#domain/tracking/responses.ts';
import {
  auditLog,
  orderEvents,
  orders,
  refunds,
  restaurants,
  testPaymentIntents,
} from '#server/db/schema.ts';
import { cancelUnansweredOrders } from '#server/modules/order-lifecycle/unanswered-orders.ts';
import { connectLive } from '../../support/live-client';
import { postOrder, UNLIMITED_ENV } from '../../support/order-requests';
import { linesMeetingMinimum, orderBody, payWithTestCard } from '../../support/orders';
import { signInAs } from '../../support/sessions';
import { buildTestApp, type TestApp } from '../../support/test-app';
import { roundDeps, TIMEOUT_ENV, waitUntil } from './unanswered-support';

// Orders nobody answers (issue "Never miss an order"): "A confirmed order not accepted within
// ORDER_ACCEPT_TIMEOUT_SECONDS ..., counted from the moment it became confirmed, is cancelled with
// the reason "The restaurant did not respond", refunded when paid by card, and the customer is told
// (live and by push). When two orders in a row time out, the restaurant is paused." Here with a
// 5 s timeout: the app's own timer (a round at least every second) and rounds run directly with a
// clock set past the timeout.

const RESTAURANT_ID = 1;

let t: TestApp;
let restaurant: string;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { ...UNLIMITED_ENV, ...TIMEOUT_ENV } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  [restaurant, admin] = await Promise.all([signInAs(t.app, 'restaurant'), signInAs(t.app, 'admin')]);
});
afterAll(() => t.close());

// Each test starts from a restaurant with no unanswered order counted.
beforeEach(async () => {
  await t.database.handle.db
    .update(restaurants)
    .set({ unansweredInARow: 0 })
    .where(eq(restaurants.id, RESTAURANT_ID));
});

async function placeOrder(options: { card?: boolean } = {}): Promise<PlacedOrderResponse> {
  let body = orderBody(await linesMeetingMinimum(t.app, RESTAURANT_ID));
  if (options.card) {
    const { paymentIntentId } = await payWithTestCard(t.app, body);
    body = { ...body, paymentMethod: 'card', paymentIntentId };
  }
  const res = await postOrder(t.app, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as PlacedOrderResponse;
}

const accept = async (orderId: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/accept`,
    headers: { cookie: restaurant },
    payload: { prepMinutes: 15 },
  });
  expect(res.statusCode, res.body).toBe(200);
};

const tracked = async (token: string): Promise<TrackedOrder> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/orders/track/${token}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** A round now, with the clock `aheadMs` past the real one (past the 5 s timeout by default). */
const roundAhead = (aheadMs = 10_000) =>
  cancelUnansweredOrders(roundDeps(t.app, t.database.handle), {
    timeoutSeconds: 5,
    now: () => Date.now() + aheadMs,
  });

async function restaurantIsOpen(): Promise<boolean> {
  const res = await t.app.inject({ method: 'GET', url: `/api/restaurants/${RESTAURANT_ID}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { isOpen: boolean }).isOpen;
}

async function reopen(): Promise<void> {
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/restaurant/profile',
    headers: { cookie: restaurant },
    payload: { isOpen: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  await waitUntil(restaurantIsOpen, (open) => open, 5_000);
}

const unansweredCount = async () => {
  const [row] = await t.database.handle.db
    .select({ count: restaurants.unansweredInARow })
    .from(restaurants)
    .where(eq(restaurants.id, RESTAURANT_ID));
  return row?.count;
};

const pauses = () =>
  t.database.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'restaurant_paused'), eq(auditLog.targetId, RESTAURANT_ID)));

describe('an order nobody answers', () => {
  it('is cancelled by the timer with the reason, refunded once, and the customer hears it live', async () => {
    const order = await placeOrder({ card: true });
    const answered = await placeOrder();
    await accept(answered.id);
    const socket = await connectLive(t.app);
    socket.hello('customer', { trackingToken: order.trackingToken });

    // The 5 s timeout plus at most one check interval (1 s for a 5 s timeout), and some slack.
    const view = await waitUntil(
      () => tracked(order.trackingToken),
      (current) => current.status === 'cancelled' && current.paymentStatus === 'refunded',
      12_000,
    );
    expect(view).toMatchObject({ cancelReason: UNANSWERED_ORDER_REASON, paymentStatus: 'refunded' });
    const update = await socket.waitFor('order_updated', 3_000);
    expect(update.data).toMatchObject({ id: order.id, status: 'cancelled' });
    socket.socket.close();

    // Counted from the moment it became confirmed.
    const [row] = await t.database.handle.db
      .select({ times: orders.statusTimes })
      .from(orders)
      .where(eq(orders.id, order.id));
    const times = row?.times ?? {};
    expect((times.cancelled ?? 0) - (times.confirmed ?? 0)).toBeGreaterThanOrEqual(5_000);

    // The system did it: its event names no person.
    const events = await t.database.handle.db
      .select({ actorType: orderEvents.actorType, actorId: orderEvents.actorId, note: orderEvents.note })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.status, 'cancelled')));
    expect(events).toEqual([{ actorType: 'system', actorId: null, note: UNANSWERED_ORDER_REASON }]);

    const paidBack = await t.database.handle.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(paidBack).toHaveLength(1);
    expect(paidBack[0]).toMatchObject({ status: 'succeeded' });

    // The phone look-up says why too.
    const phone = encodeURIComponent(order.customerPhone);
    const byPhone = await t.app.inject({ method: 'GET', url: `/api/orders/customer/${phone}` });
    const found = (byPhone.json() as PhoneOrder[]).find((entry) => entry.id === order.id);
    expect(found).toMatchObject({ status: 'cancelled', cancelReason: UNANSWERED_ORDER_REASON });

    // The order accepted in time is untouched, and one timeout pauses nothing.
    expect((await tracked(answered.trackingToken)).status).toBe('preparing');
    expect(await restaurantIsOpen()).toBe(true);
  });

  it('is left alone before its timeout, and once accepted', async () => {
    const waiting = await placeOrder();
    expect(await roundAhead(0)).toEqual({ cancelled: 0, paused: 0 });
    expect((await tracked(waiting.trackingToken)).status).toBe('confirmed');
    await accept(waiting.id);
    expect(await roundAhead()).toEqual({ cancelled: 0, paused: 0 });
    const view = await tracked(waiting.trackingToken);
    expect(view).toMatchObject({ status: 'preparing', cancelReason: null });
  });

  it('pauses the restaurant when two in a row time out', async () => {
    const before = (await pauses()).length;
    const first = await placeOrder();
    const second = await placeOrder();
    expect(await roundAhead()).toEqual({ cancelled: 2, paused: 1 });
    for (const order of [first, second]) {
      expect(await tracked(order.trackingToken)).toMatchObject({
        status: 'cancelled',
        cancelReason: UNANSWERED_ORDER_REASON,
      });
    }
    // Every instance's catalogue hears of it through the hub, after the commit.
    await waitUntil(restaurantIsOpen, (open) => !open, 5_000);
    expect(await unansweredCount()).toBe(0);
    const audit = await pauses();
    expect(audit).toHaveLength(before + 1);
    expect(audit.at(-1)).toMatchObject({
      actorType: 'system',
      actorId: null,
      targetType: 'restaurant',
      details: { unanswered: 2 },
    });
    // The admins' activity log (approvals and revocations) still answers, without the pause.
    const activity = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log',
      headers: { cookie: admin },
    });
    expect(activity.statusCode, activity.body).toBe(200);
    expect(activity.body).not.toContain('restaurant_paused');
    await reopen();
  });

  it('does not pause after one timeout, an accepted order, then one timeout', async () => {
    const before = (await pauses()).length;
    const first = await placeOrder();
    expect(await roundAhead()).toEqual({ cancelled: 1, paused: 0 });
    expect(await unansweredCount()).toBe(1);
    const answered = await placeOrder();
    await accept(answered.id);
    expect(await unansweredCount()).toBe(0);
    const second = await placeOrder();
    expect(await roundAhead()).toEqual({ cancelled: 1, paused: 0 });
    expect((await tracked(first.trackingToken)).status).toBe('cancelled');
    expect((await tracked(second.trackingToken)).status).toBe('cancelled');
    expect(await restaurantIsOpen()).toBe(true);
    expect(await unansweredCount()).toBe(1);
    expect(await pauses()).toHaveLength(before);
  });

  it('counts a rejection as an answer too', async () => {
    await placeOrder();
    expect(await roundAhead()).toEqual({ cancelled: 1, paused: 0 });
    const rejected = await placeOrder();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${rejected.id}/reject`,
      headers: { cookie: restaurant },
      payload: { reason: 'Too busy right now' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await unansweredCount()).toBe(0);
    await placeOrder();
    expect(await roundAhead()).toEqual({ cancelled: 1, paused: 0 });
    expect(await restaurantIsOpen()).toBe(true);
  });
});

describe('an order accepted as it times out', () => {
  it('has one winner: accepted, or cancelled and refunded once', async () => {
    const order = await placeOrder({ card: true });
    const [accepted, round] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/accept`,
        headers: { cookie: restaurant },
        payload: { prepMinutes: 15 },
      }),
      roundAhead(),
    ]);
    const view = await tracked(order.trackingToken);
    if (round.cancelled === 1) {
      expect(accepted.statusCode).toBe(409);
      expect(view.status).toBe('cancelled');
    } else {
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(view.status).toBe('preparing');
    }
    const paidBack = await t.database.handle.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(paidBack).toHaveLength(round.cancelled);
    const [intent] = await t.database.handle.db
      .select({ refundId: testPaymentIntents.refundId })
      .from(testPaymentIntents)
      .innerJoin(orders, eq(orders.paymentIntentId, testPaymentIntents.id))
      .where(eq(orders.id, order.id));
    expect(intent?.refundId !== null).toBe(round.cancelled === 1);
  });
});
