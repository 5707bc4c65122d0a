import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_CANCEL_REASON } from '#domain/order-lifecycle/customer-cancel.ts';
import type { PlacedOrderResponse } from '#domain/ordering/responses.ts';
import { etaMinutes } from '#domain/shared/geo.ts';
import type { PhoneOrder, TrackedOrder } from '#domain/tracking/responses.ts';
import { drivers, orders, refunds } from '#server/db/schema.ts';
import { cancelUnansweredOrders } from '#server/modules/order-lifecycle/unanswered-orders.ts';
import { postOrder, UNLIMITED_ENV } from '../../support/order-requests';
import { linesMeetingMinimum, orderBody, payWithTestCard } from '../../support/orders';
import { approvedDriver, signInCast } from '../../support/partners';
import { buildTestApp, type TestApp } from '../../support/test-app';
import { roundDeps } from '../order-lifecycle/unanswered-support';

// The token view tells the truth (issue "After the order", item 1): how each way an order ends is
// told (who, why, where the money is), the arrival time moves with the kitchen's promise, each
// delay and the pickup and is gone once the order ends, the driver is named by first name and
// vehicle, every line carries its total, and a cash order says what to have ready.

let t: TestApp;
let admin: string;
let restaurant: string;

beforeAll(async () => {
  t = await buildTestApp({ env: UNLIMITED_ENV });
  ({ admin, restaurant } = await signInCast(t.app));
});
afterAll(() => t.close());

type Placed = PlacedOrderResponse;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function tracked(order: Placed): Promise<TrackedOrder> {
  const res = await call('GET', `/api/orders/track/${order.trackingToken}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TrackedOrder;
}

async function phoneView(order: Placed): Promise<PhoneOrder> {
  const res = await call('GET', `/api/orders/customer/${encodeURIComponent(order.customerPhone)}`);
  expect(res.statusCode, res.body).toBe(200);
  const found = (res.json() as PhoneOrder[]).find((entry) => entry.id === order.id);
  if (!found) throw new Error(`order ${order.id} not in its phone's orders`);
  return found;
}

async function placeCash(): Promise<Placed> {
  const res = await postOrder(t.app, orderBody(await linesMeetingMinimum(t.app, 1)));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Placed;
}

async function placeCard(): Promise<Placed> {
  const body = orderBody(await linesMeetingMinimum(t.app, 1));
  const { paymentIntentId } = await payWithTestCard(t.app, body);
  const res = await postOrder(t.app, { ...body, paymentMethod: 'card', paymentIntentId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Placed;
}

async function act(order: Placed, action: string, cookie: string, payload?: object) {
  const res = await call('POST', `/api/orders/${order.id}/${action}`, cookie, payload);
  expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
}

const minutesBetween = (later: string, earlier: string) => (Date.parse(later) - Date.parse(earlier)) / 60_000;

describe('how a cancelled order ended, in the token view and the phone view', () => {
  it('rejected by the restaurant, paid by card: its reason, by the restaurant, refunded', async () => {
    const order = await placeCard();
    await act(order, 'reject', restaurant, { reason: 'Out of ingredients' });
    const view = await tracked(order);
    expect(view.cancellation).toEqual({ reason: 'Out of ingredients', by: 'restaurant', refund: 'refunded' });
    expect(view.eta).toBeNull();
    expect(view.cashDue).toBeNull();
    expect((await phoneView(order)).cancellation).toEqual(view.cancellation);
  });

  it('cancelled by an admin, paid in cash: nothing to pay', async () => {
    const order = await placeCash();
    const before = await tracked(order);
    expect(before.cancellation).toBeNull();
    expect(before.cashDue).toBe(order.total);
    const res = await call('POST', `/api/admin/orders/${order.id}/cancel`, admin, {
      reason: 'Duplicate order',
    });
    expect(res.statusCode, res.body).toBe(200);
    const view = await tracked(order);
    expect(view.cancellation).toEqual({ reason: 'Duplicate order', by: 'admin', refund: 'cash_not_due' });
    expect(view.cashDue).toBeNull();
  });

  it('cancelled by the customer with the token: by the customer, refunded', async () => {
    const order = await placeCard();
    const res = await call('POST', `/api/orders/track/${order.trackingToken}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TrackedOrder).cancellation).toEqual({
      reason: CUSTOMER_CANCEL_REASON,
      by: 'customer',
      refund: 'refunded',
    });
  });

  it('a refund still owed or given up on says so', async () => {
    const pending = await placeCard();
    await act(pending, 'reject', restaurant, { reason: 'Closing early' });
    const { db } = t.database.handle;
    // As a provider outage leaves it: recorded, not yet paid back; then refused for good.
    await db.update(refunds).set({ status: 'pending' }).where(eq(refunds.orderId, pending.id));
    await db.update(orders).set({ paymentStatus: 'refund_pending' }).where(eq(orders.id, pending.id));
    expect((await tracked(pending)).cancellation?.refund).toBe('pending');
    await db.update(refunds).set({ status: 'failed' }).where(eq(refunds.orderId, pending.id));
    expect((await tracked(pending)).cancellation?.refund).toBe('failed');
    expect((await phoneView(pending)).cancellation?.refund).toBe('failed');
  });

  it('cancelled because nobody answered: by the system, with its reason', async () => {
    const order = await placeCard();
    const round = await cancelUnansweredOrders(roundDeps(t.app, t.database.handle), {
      timeoutSeconds: 5,
      now: () => Date.now() + 60_000,
    });
    expect(round.cancelled).toBeGreaterThanOrEqual(1);
    const view = await tracked(order);
    expect(view.cancellation).toMatchObject({ by: 'system', refund: 'refunded' });
    expect(view.cancellation?.reason).toBeTruthy();
    // The unanswered rule pauses a restaurant after two in a row: open it again for the others.
    const reopened = await call('PATCH', '/api/restaurant/profile', restaurant, { isOpen: true });
    expect(reopened.statusCode, reopened.body).toBe(200);
  });
});

describe('the arrival time, the driver and the lines', () => {
  it('moves with the promise, each delay and the pickup, and is gone once delivered', async () => {
    const order = await placeCash();
    const placed = await tracked(order);
    expect(placed.eta).toBeNull();
    expect(placed.items.map((line) => line.lineTotal)).toEqual(
      placed.items.map((line) => (Number(line.price) * line.quantity).toFixed(2)),
    );
    expect(placed.items.every((line) => typeof line.menuItemId === 'number')).toBe(true);
    const ride = etaMinutes(Number(placed.deliveryDistance));

    await act(order, 'accept', restaurant, { prepMinutes: 15 });
    const accepted = await tracked(order);
    expect(accepted.readyBy).not.toBeNull();
    expect(minutesBetween(accepted.eta ?? '', accepted.readyBy ?? '')).toBeCloseTo(ride, 5);

    await act(order, 'delay', restaurant, { minutes: 10 });
    const delayed = await tracked(order);
    expect(minutesBetween(delayed.eta ?? '', accepted.eta ?? '')).toBeCloseTo(10, 5);

    const driver = await approvedDriver(t.app, admin);
    const { db } = t.database.handle;
    await db
      .update(drivers)
      .set({ name: 'Kwame Mensah Boateng', vehicleType: 'Scooter', vehicleNumber: 'QB-123' })
      .where(eq(drivers.id, driver.id));
    expect((await call('PATCH', '/api/driver/status', driver.cookie, { isOnline: true })).statusCode).toBe(
      200,
    );
    await act(order, 'ready', restaurant);
    await act(order, 'claim', driver.cookie);
    const claimed = await tracked(order);
    expect(claimed.driver).toEqual({ firstName: 'Kwame', vehicleType: 'Scooter', vehicleNumber: 'QB-123' });
    expect(claimed.driverName).toBe('Kwame');
    const masked = await phoneView(order);
    expect(masked.driverName).toBe('Kwame');
    expect(JSON.stringify(masked)).not.toContain('Mensah');
    expect(JSON.stringify(masked)).not.toContain('QB-123');

    await act(order, 'pickup', driver.cookie);
    const pickedUp = await tracked(order);
    const pickedUpAt = pickedUp.timeline.find((step) => step.status === 'picked-up')?.at ?? '';
    expect(minutesBetween(pickedUp.eta ?? '', pickedUpAt)).toBeCloseTo(ride, 5);
    expect(pickedUp.cashDue).toBe(order.total);

    await act(order, 'depart', driver.cookie);
    await act(order, 'deliver', driver.cookie, { code: order.deliveryCode });
    const delivered = await tracked(order);
    expect(delivered.eta).toBeNull();
    expect(delivered.cancellation).toBeNull();
    expect(delivered.rateableUntil).not.toBeNull();
    expect(delivered.review).toBeNull();
  });
});
