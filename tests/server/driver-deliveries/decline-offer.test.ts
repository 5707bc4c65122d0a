import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_REQUIRED, WRONG_ROLE } from '#domain/accounts/messages.ts';
import { NOT_AN_OFFER } from '#domain/driver-deliveries/messages.ts';
import type { DriverOffer, DriverStats } from '#domain/driver-deliveries/responses.ts';
import type { PlacedOrderResponse } from '#domain/ordering/responses.ts';
import { postOrder, UNLIMITED_ENV } from '../../support/order-requests';
import { linesMeetingMinimum, orderBody } from '../../support/orders';
import { approvedDriver, signInCast } from '../../support/partners';
import { buildTestApp, type TestApp } from '../../support/test-app';

// Declining an offer (issue "Never miss an order"): "POST /api/driver/offers/{id}/decline (204)
// hides that offer from that driver (other drivers still see it); declining costs nothing."

let t: TestApp;
let admin: string;
let restaurant: string;

beforeAll(async () => {
  t = await buildTestApp({ env: UNLIMITED_ENV });
  ({ admin, restaurant } = await signInCast(t.app));
});
afterAll(() => t.close());

type Driver = { id: number; cookie: string };

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const decline = (orderId: number, cookie?: string) =>
  call('POST', `/api/driver/offers/${orderId}/decline`, cookie);

async function onlineDriver(): Promise<Driver> {
  const driver = await approvedDriver(t.app, admin);
  const res = await call('PATCH', '/api/driver/status', driver.cookie, { isOnline: true });
  expect(res.statusCode, res.body).toBe(200);
  return driver;
}

/** An order of restaurant 1, placed and accepted when `accept` (then it is offered to drivers). */
async function placedOrder(accept = true): Promise<PlacedOrderResponse> {
  const res = await postOrder(t.app, orderBody(await linesMeetingMinimum(t.app, 1)));
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json() as PlacedOrderResponse;
  if (accept) {
    const accepted = await call('POST', `/api/orders/${order.id}/accept`, restaurant, { prepMinutes: 15 });
    expect(accepted.statusCode, accepted.body).toBe(200);
  }
  return order;
}

async function offerIds(driver: Driver): Promise<number[]> {
  const res = await call('GET', '/api/driver/offers', driver.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as DriverOffer[]).map((offer) => offer.id);
}

async function stats(driver: Driver): Promise<DriverStats> {
  const res = await call('GET', '/api/driver/stats', driver.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('declining an offer', () => {
  it('hides it from the decliner only, costs nothing, and may be repeated', async () => {
    const [decliner, other] = [await onlineDriver(), await onlineDriver()];
    const order = await placedOrder();
    const kept = await placedOrder();
    expect(await offerIds(decliner)).toContain(order.id);
    const before = await stats(decliner);

    const res = await decline(order.id, decliner.cookie);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    const mine = await offerIds(decliner);
    expect(mine).not.toContain(order.id);
    expect(mine).toContain(kept.id);
    expect(await offerIds(other)).toContain(order.id);
    expect(await stats(decliner)).toEqual(before);

    expect((await decline(order.id, decliner.cookie)).statusCode).toBe(204);
    expect(await offerIds(decliner)).not.toContain(order.id);
  });

  it('leaves the order assignable by the admin, to the decliner or to another driver', async () => {
    const [decliner, other] = [await onlineDriver(), await onlineDriver()];
    const first = await placedOrder();
    const second = await placedOrder();
    for (const order of [first, second]) {
      expect((await decline(order.id, decliner.cookie)).statusCode).toBe(204);
    }
    const assign = (orderId: number, driverId: number) =>
      call('POST', `/api/admin/orders/${orderId}/assign`, admin, { driverId });
    const toDecliner = await assign(first.id, decliner.id);
    expect(toDecliner.statusCode, toDecliner.body).toBe(200);
    expect(toDecliner.json()).toMatchObject({ id: first.id, driver: { id: decliner.id } });
    const toOther = await assign(second.id, other.id);
    expect(toOther.statusCode, toOther.body).toBe(200);
    expect(toOther.json()).toMatchObject({ id: second.id, driver: { id: other.id } });
  });

  it('answers 404 for an order that is not an offer: unknown, not accepted yet, taken, cancelled', async () => {
    const driver = await onlineDriver();
    const taker = await onlineDriver();
    const unaccepted = await placedOrder(false);
    const taken = await placedOrder();
    expect((await call('POST', `/api/orders/${taken.id}/claim`, taker.cookie)).statusCode).toBe(200);
    const cancelled = await placedOrder();
    const cancel = await call('POST', `/api/admin/orders/${cancelled.id}/cancel`, admin, {
      reason: 'Out of dough',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    for (const id of [2_000_000_000, unaccepted.id, taken.id, cancelled.id]) {
      const res = await decline(id, driver.cookie);
      expect(res.statusCode, `order ${id}: ${res.body}`).toBe(404);
      expect(res.json()).toMatchObject({ message: NOT_AN_OFFER, code: 'not_found' });
    }
    // The driver who took it declines nothing either: it is theirs now, no longer an offer.
    expect((await decline(taken.id, taker.cookie)).statusCode).toBe(404);
  });

  it('needs a driver session', async () => {
    const order = await placedOrder();
    const anonymous = await decline(order.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: SIGN_IN_REQUIRED });
    const asRestaurant = await decline(order.id, restaurant);
    expect(asRestaurant.statusCode).toBe(403);
    expect(asRestaurant.json()).toMatchObject({ message: WRONG_ROLE });
    expect(
      (await call('POST', '/api/driver/offers/abc/decline', (await onlineDriver()).cookie)).statusCode,
    ).toBe(400);
  });
});
