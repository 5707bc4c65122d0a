import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackedOrder } from '#domain/tracking/responses.ts';
import { orderEvents, orders, restaurants } from '#server/db/schema.ts';
import { releaseDueOrders } from '#server/modules/order-lifecycle/scheduled-orders.ts';
import { connectLive, type LiveClient } from '../../support/live-client';
import { UNLIMITED_ENV } from '../../support/order-requests';
import { signInAs } from '../../support/sessions';
import { buildTestApp, type TestApp } from '../../support/test-app';
import { NO_LEAD_ENV, placeScheduled, releaseDeps } from './scheduled-support';
import { waitUntil } from './unanswered-support';

// Orders for later come due (issue 37 item 4): at their time minus the restaurant's preparation
// lead the server confirms them, once; the kitchen hears it live and from then on it is a new order
// (the unanswered-order timeout counts from the release). Before that, nothing moves them.

let t: TestApp;
let restaurant: string;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  t = await buildTestApp({ env: { ...UNLIMITED_ENV, ...NO_LEAD_ENV } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  restaurant = await signInAs(t.app, 'restaurant');
});
afterAll(async () => {
  for (const client of sockets) client.socket.close();
  await t.close();
});

const tracked = async (token: string): Promise<TrackedOrder> =>
  (await t.app.inject(`/api/orders/track/${token}`)).json();
const setLead = async (minutes: number) => {
  await t.database.handle.db
    .update(restaurants)
    .set({ prepLeadMinutes: minutes })
    .where(eq(restaurants.id, 1));
};
const eventsOf = (orderId: number, status: string) =>
  t.database.handle.db
    .select({ actorType: orderEvents.actorType })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, status)));

describe('a scheduled order coming due', () => {
  it('is confirmed by the timer at its time minus the lead, once, and the kitchen hears it', async () => {
    const board = await connectLive(t.app, { cookie: restaurant });
    sockets.push(board);
    board.hello('restaurant');
    // The first slot is at most 15 minutes ahead: with the 30-minute lead it is due at once.
    const order = await placeScheduled(t.app);
    expect(order.status).toBe('scheduled');
    const view = await waitUntil(
      () => tracked(order.trackingToken),
      (current) => current.status === 'confirmed',
      5_000,
    );
    expect(view.timeline.map((step) => step.status)).toEqual(['scheduled', 'confirmed']);
    expect(view.scheduledFor).toBe(order.scheduledFor);
    expect(await eventsOf(order.id, 'confirmed')).toEqual([{ actorType: 'system' }]);
    // Announced as placed for later, so the board does not ask for an answer yet.
    expect((await board.waitFor('order_created', 3_000)).data).toMatchObject({
      id: order.id,
      status: 'scheduled',
    });
    const heard = await board.waitFor('order_updated', 3_000);
    expect(heard.data).toMatchObject({ id: order.id, status: 'confirmed' });
    // Released orders are new orders: listed under New Orders, and timed from now.
    const page = (
      await t.app.inject({ url: '/api/restaurant/orders?status=new', headers: { cookie: restaurant } })
    ).json() as { orders: { id: number }[] };
    expect(page.orders.map((o) => o.id)).toContain(order.id);
    const [row] = await t.database.handle.db
      .select({ statusTimes: orders.statusTimes })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row?.statusTimes.confirmed).toBeGreaterThan(
      row?.statusTimes.scheduled ?? Number.POSITIVE_INFINITY,
    );
    // Further rounds change nothing.
    expect((await releaseDueOrders(releaseDeps(t.app, t.database.handle))).released).toBe(0);
    expect(await eventsOf(order.id, 'confirmed')).toHaveLength(1);
  });

  it('waits until its time minus the lead, read when it comes due', async () => {
    await setLead(0);
    try {
      const order = await placeScheduled(t.app, { cash: true, slotIndex: 2 });
      const due = Date.parse(order.scheduledFor as string);
      const deps = releaseDeps(t.app, t.database.handle);
      expect(await releaseDueOrders(deps, { now: () => due - 1 })).toMatchObject({ released: 0 });
      expect((await tracked(order.trackingToken)).status).toBe('scheduled');
      // A longer lead brings it forward.
      await setLead(30);
      const early = await releaseDueOrders(deps, { now: () => due - 30 * 60_000 });
      expect(early.released).toBe(1);
      expect((await tracked(order.trackingToken)).status).toBe('confirmed');
    } finally {
      await setLead(30);
    }
  });

  it('says when the next one comes due, and that none waits once all are released', async () => {
    await setLead(0);
    try {
      const order = await placeScheduled(t.app, { cash: true, slotIndex: 3 });
      const due = Date.parse(order.scheduledFor as string);
      const deps = releaseDeps(t.app, t.database.handle);
      const round = await releaseDueOrders(deps, { now: () => due - 90_000 });
      expect(round).toEqual({ released: 0, nextDueInMs: 90_000 });
      expect(await releaseDueOrders(deps, { now: () => due })).toEqual({ released: 1, nextDueInMs: null });
    } finally {
      await setLead(30);
    }
  });

  it('is cancelled once when the customer cancels as it comes due, released or not', async () => {
    await setLead(0);
    try {
      const order = await placeScheduled(t.app, { slotIndex: 4 });
      const due = Date.parse(order.scheduledFor as string);
      const [round, cancel] = await Promise.all([
        releaseDueOrders(releaseDeps(t.app, t.database.handle), { now: () => due }),
        t.app.inject({ method: 'POST', url: `/api/orders/track/${order.trackingToken}/cancel` }),
      ]);
      // Released first or not, the kitchen had not started: the customer's cancel goes through.
      expect(round.released).toBeLessThanOrEqual(1);
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect(await tracked(order.trackingToken)).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'refunded',
      });
      expect(await eventsOf(order.id, 'cancelled')).toEqual([{ actorType: 'customer' }]);
      expect((await eventsOf(order.id, 'confirmed')).length).toBe(round.released);
    } finally {
      await setLead(30);
    }
  });
});
