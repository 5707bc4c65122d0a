import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackedOrder } from '#domain/tracking/responses.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { orderEvents, restaurants } from '#server/db/schema.ts';
import { releaseDueOrders } from '#server/modules/order-lifecycle/scheduled-orders.ts';
import { UNLIMITED_ENV } from '../../support/order-requests';
import { type SecondInstance, secondInstance } from '../../support/second-instance';
import { buildTestApp, type TestApp } from '../../support/test-app';
import { NO_LEAD_ENV, placeScheduled, releaseDeps } from './scheduled-support';
import { waitUntil } from './unanswered-support';

// Two app instances on one PostgreSQL, each with its own release timer: an order for later is
// confirmed exactly once when it comes due, whoever looks first, and two rounds at the same moment
// release it once. Runs when the suite runs on PostgreSQL (TEST_DATABASE_URL).

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('scheduled orders with two instances', () => {
  let a: TestApp;
  let second: SecondInstance;
  let b: FastifyInstance;
  let bDatabase: DatabaseHandle;

  beforeAll(async () => {
    a = await buildTestApp({ env: { ...UNLIMITED_ENV, ...NO_LEAD_ENV } });
    second = await secondInstance(a, { ...UNLIMITED_ENV, ...NO_LEAD_ENV });
    ({ app: b, database: bDatabase } = second);
  });
  afterAll(async () => {
    await second?.close();
    await a?.close();
  });

  const confirmations = (orderId: number) =>
    a.database.handle.db
      .select({ actorType: orderEvents.actorType })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, 'confirmed')));

  it('is released once through the timers of both instances', async () => {
    const order = await placeScheduled(a.app);
    const view = await waitUntil(
      async () => (await b.inject(`/api/orders/track/${order.trackingToken}`)).json() as TrackedOrder,
      (current) => current.status === 'confirmed',
      5_000,
    );
    expect(view.timeline.map((step) => step.status)).toEqual(['scheduled', 'confirmed']);
    // More rounds on both instances change nothing.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await confirmations(order.id)).toEqual([{ actorType: 'system' }]);
  });

  it('has one winner when both instances release the same orders at once', async () => {
    const { db } = a.database.handle;
    await db.update(restaurants).set({ prepLeadMinutes: 0 }).where(eq(restaurants.id, 1));
    try {
      const placed = await Promise.all(
        [5, 6, 7].map((slotIndex) => placeScheduled(a.app, { cash: true, slotIndex })),
      );
      const due = Math.max(...placed.map((order) => Date.parse(order.scheduledFor as string)));
      const rounds = await Promise.all([
        releaseDueOrders(releaseDeps(a.app, a.database.handle), { now: () => due }),
        releaseDueOrders(releaseDeps(b, bDatabase), { now: () => due }),
      ]);
      expect(rounds[0].released + rounds[1].released).toBe(3);
      for (const order of placed) expect(await confirmations(order.id)).toHaveLength(1);
    } finally {
      await db.update(restaurants).set({ prepLeadMinutes: 30 }).where(eq(restaurants.id, 1));
    }
  });
});
