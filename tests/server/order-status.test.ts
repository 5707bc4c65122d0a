import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_REQUIRED } from '../../src/domain/accounts';
import { orderEvents } from '../../src/server/db/schema';
import { postOrder, UNLIMITED_ENV } from '../support/order-requests';
import { menuOf, orderBody } from '../support/orders';
import { signInAs } from '../support/sessions';
import { buildTestApp, type TestApp } from '../support/test-app';

// PATCH /api/orders/{id}/status: the status machine of DESIGN section 4, enforced by the server.
// The demo restaurant account is restaurant 1.

let t: TestApp;
let admin: string;
let restaurant: string;
let driver: string;
beforeAll(async () => {
  t = await buildTestApp({ env: UNLIMITED_ENV });
  [admin, restaurant, driver] = await Promise.all([
    signInAs(t.app, 'admin'),
    signInAs(t.app, 'restaurant'),
    signInAs(t.app, 'driver'),
  ]);
});
afterAll(() => t.close());

interface PlacedOrder {
  id: number;
  status: string;
  timeline: { status: string; at: string }[];
}

async function placeOrder(restaurantId = 1): Promise<PlacedOrder> {
  const [item] = await menuOf(t.app, restaurantId);
  if (!item) throw new Error(`restaurant ${restaurantId} has no menu`);
  const res = await postOrder(t.app, orderBody([{ item, quantity: 2 }]));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const patch = (id: number | string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${id}/status`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

async function currentStatus(id: number): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: admin } });
  const order = (res.json() as Array<{ id: number; status: string }>).find((o) => o.id === id);
  if (!order) throw new Error(`order ${id} not found`);
  return order.status;
}

describe('PATCH /api/orders/{id}/status', () => {
  it('needs a session: 401 without one, and the order does not move', async () => {
    const order = await placeOrder();
    const res = await patch(order.id, { status: 'preparing' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthorized', message: SIGN_IN_REQUIRED });
    expect(await currentStatus(order.id)).toBe('confirmed');
  });

  it('lets restaurant 1 move its order confirmed -> preparing -> ready, the timeline growing each time', async () => {
    const order = await placeOrder();
    expect(order.timeline.map((entry) => entry.status)).toEqual(['confirmed']);

    const preparing = await patch(order.id, { status: 'preparing', note: 'About 15 minutes' }, restaurant);
    expect(preparing.statusCode, preparing.body).toBe(200);
    const afterPreparing = preparing.json() as PlacedOrder;
    expect(afterPreparing).toMatchObject({ id: order.id, status: 'preparing' });
    expect(afterPreparing.timeline.map((entry) => entry.status)).toEqual(['confirmed', 'preparing']);

    const ready = await patch(order.id, { status: 'ready' }, restaurant);
    expect(ready.statusCode, ready.body).toBe(200);
    const afterReady = ready.json() as PlacedOrder;
    expect(afterReady.status).toBe('ready');
    expect(afterReady.timeline.map((entry) => entry.status)).toEqual(['confirmed', 'preparing', 'ready']);
    const times = afterReady.timeline.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(await currentStatus(order.id)).toBe('ready');

    // Every change is recorded with who made it.
    const events = await t.database.handle.db
      .select({
        status: orderEvents.status,
        actorType: orderEvents.actorType,
        actorId: orderEvents.actorId,
        note: orderEvents.note,
      })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.id));
    expect(events).toEqual([
      { status: 'confirmed', actorType: 'customer', actorId: null, note: null },
      { status: 'preparing', actorType: 'restaurant', actorId: 1, note: 'About 15 minutes' },
      { status: 'ready', actorType: 'restaurant', actorId: 1, note: null },
    ]);
  });

  it("hides another restaurant's order from restaurant 1 (404) and leaves it alone", async () => {
    const order = await placeOrder(2);
    const res = await patch(order.id, { status: 'preparing' }, restaurant);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
    expect(await currentStatus(order.id)).toBe('confirmed');
  });

  it('hides an order from a driver it is not assigned to (404)', async () => {
    const order = await placeOrder();
    const res = await patch(order.id, { status: 'cancelled' }, driver);
    expect(res.statusCode).toBe(404);
    expect(await currentStatus(order.id)).toBe('confirmed');
  });

  it('refuses illegal transitions with 409: confirmed -> delivered, preparing -> confirmed', async () => {
    const order = await placeOrder();
    const skip = await patch(order.id, { status: 'delivered' }, restaurant);
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toMatchObject({
      code: 'illegal_transition',
      message: 'An order cannot go from confirmed to delivered',
    });
    expect(await currentStatus(order.id)).toBe('confirmed');

    expect((await patch(order.id, { status: 'preparing' }, restaurant)).statusCode).toBe(200);
    const back = await patch(order.id, { status: 'confirmed' }, restaurant);
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ code: 'illegal_transition' });
    const again = await patch(order.id, { status: 'preparing' }, restaurant);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'The order is already preparing' });
    expect(await currentStatus(order.id)).toBe('preparing');
  });

  it('keeps the transitions that belong to others: the restaurant cannot pick up or cancel a preparing order', async () => {
    const order = await placeOrder();
    expect((await patch(order.id, { status: 'preparing' }, restaurant)).statusCode).toBe(200);
    const cancel = await patch(order.id, { status: 'cancelled' }, restaurant);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({
      message: 'Only the admin can move an order from preparing to cancelled',
    });
    expect((await patch(order.id, { status: 'ready' }, restaurant)).statusCode).toBe(200);
    const pickUp = await patch(order.id, { status: 'picked-up' }, restaurant);
    expect(pickUp.statusCode).toBe(409);
    expect(await currentStatus(order.id)).toBe('ready');
  });

  it('lets the admin cancel, once; the restaurant may reject a confirmed order', async () => {
    const order = await placeOrder();
    expect((await patch(order.id, { status: 'preparing' }, restaurant)).statusCode).toBe(200);
    const cancelled = await patch(order.id, { status: 'cancelled', note: 'Customer called' }, admin);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((cancelled.json() as PlacedOrder).timeline.map((entry) => entry.status)).toEqual([
      'confirmed',
      'preparing',
      'cancelled',
    ]);
    expect((await patch(order.id, { status: 'cancelled' }, admin)).statusCode).toBe(409);
    expect((await patch(order.id, { status: 'preparing' }, restaurant)).statusCode).toBe(409);

    const rejected = await placeOrder();
    const res = await patch(rejected.id, { status: 'cancelled', note: 'Out of dough' }, restaurant);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled' });
  });

  it.each([
    { name: 'an unknown status', payload: { status: 'eaten' }, field: 'status' },
    { name: 'a missing status', payload: {}, field: 'status' },
    { name: 'a status as a number', payload: { status: 2 }, field: 'status' },
    {
      name: 'a note of 301 characters',
      payload: { status: 'preparing', note: 'n'.repeat(301) },
      field: 'note',
    },
  ])('refuses $name with 400 naming the field, and the order does not move', async ({ payload, field }) => {
    const order = await placeOrder();
    const res = await patch(order.id, payload, restaurant);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', fields: { [field]: expect.any(String) } });
    expect(await currentStatus(order.id)).toBe('confirmed');
  });

  it('refuses a malformed id (400) and answers 404 for an order that does not exist', async () => {
    for (const id of ['abc', '0', '1.5', '99999999999']) {
      const res = await patch(id, { status: 'preparing' }, admin);
      expect(res.statusCode, `${id}: ${res.body}`).toBe(400);
    }
    const missing = await patch(2_000_000, { status: 'cancelled' }, admin);
    expect(missing.statusCode).toBe(404);
  });
});
