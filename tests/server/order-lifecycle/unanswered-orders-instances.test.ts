import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNANSWERED_ORDER_REASON } from '#domain/order-lifecycle/unanswered-orders.ts';
import type { PlacedOrderResponse } from '#domain/ordering/responses.ts';
import type { TrackedOrder } from '#domain/tracking/responses.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { orderEvents, orders, refunds, testPaymentIntents } from '#server/db/schema.ts';
import { cancelUnansweredOrders } from '#server/modules/order-lifecycle/unanswered-orders.ts';
import {
  runUnansweredOrdersRound,
  UNANSWERED_ORDERS_LOCK_KEY,
} from '#server/modules/order-lifecycle/unanswered-orders-watch.ts';
import type { PaymentProvider } from '#server/payment-providers/payment-provider.ts';
import { createTestModeProvider } from '#server/payment-providers/test-mode-provider.ts';
import { postOrder, UNLIMITED_ENV } from '../../support/order-requests';
import { linesMeetingMinimum, orderBody, payWithTestCard } from '../../support/orders';
import { type SecondInstance, secondInstance } from '../../support/second-instance';
import { buildTestApp, type TestApp } from '../../support/test-app';
import { roundDeps, TIMEOUT_ENV, waitUntil } from './unanswered-support';

// Two app instances on one PostgreSQL, each with its own unanswered-order timer: an order nobody
// answers is cancelled and refunded exactly once, whoever looks first. Runs when the suite runs on
// PostgreSQL (TEST_DATABASE_URL).

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('unanswered orders with two instances', () => {
  let a: TestApp;
  let second: SecondInstance;
  let b: FastifyInstance;
  let bDatabase: DatabaseHandle;

  beforeAll(async () => {
    a = await buildTestApp({ env: { ...UNLIMITED_ENV, ...TIMEOUT_ENV } });
    second = await secondInstance(a, { ...UNLIMITED_ENV, ...TIMEOUT_ENV });
    ({ app: b, database: bDatabase } = second);
  });
  afterAll(async () => {
    await second?.close();
    await a?.close();
  });

  async function placeCardOrder(): Promise<PlacedOrderResponse & { paymentIntentId: string }> {
    const body = orderBody(await linesMeetingMinimum(a.app, 1));
    const { paymentIntentId } = await payWithTestCard(a.app, body);
    const res = await postOrder(a.app, { ...body, paymentMethod: 'card', paymentIntentId });
    expect(res.statusCode, res.body).toBe(201);
    return { ...(res.json() as PlacedOrderResponse), paymentIntentId };
  }

  const tracked = async (app: FastifyInstance, token: string): Promise<TrackedOrder> =>
    (await app.inject({ method: 'GET', url: `/api/orders/track/${token}` })).json();

  /** The order's cancellation events, refund rows and the provider's refund of its payment. */
  async function refundTrail(orderId: number, paymentIntentId: string) {
    const { db } = a.database.handle;
    const cancellations = await db
      .select({ actorType: orderEvents.actorType })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, 'cancelled')));
    const refundRows = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
    const [intent] = await db
      .select({
        amountCents: testPaymentIntents.amountCents,
        refundedCents: testPaymentIntents.refundedCents,
      })
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, paymentIntentId));
    return { cancellations, refundRows, intent };
  }

  it('cancels and refunds once through the timers of both instances', async () => {
    const order = await placeCardOrder();
    // Either instance may do it: B answers once the order is cancelled and refunded.
    const view = await waitUntil(
      () => tracked(b, order.trackingToken),
      (current) => current.status === 'cancelled' && current.paymentStatus === 'refunded',
      12_000,
    );
    expect(view.cancelReason).toBe(UNANSWERED_ORDER_REASON);
    // More rounds on both instances change nothing.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const trail = await refundTrail(order.id, order.paymentIntentId);
    expect(trail.cancellations).toEqual([{ actorType: 'system' }]);
    expect(trail.refundRows).toHaveLength(1);
    expect(trail.refundRows[0]).toMatchObject({ status: 'succeeded' });
    expect(trail.intent?.refundedCents).toBe(trail.intent?.amountCents);
  });

  it('has one winner when both instances cancel the same order at once: one refund asked of the provider', async () => {
    const order = await placeCardOrder();
    let refundCalls = 0;
    const counted = (database: DatabaseHandle): PaymentProvider => {
      const provider = createTestModeProvider(database.db);
      return {
        ...provider,
        refundIntent: (request) => {
          refundCalls += 1;
          return provider.refundIntent(request);
        },
      };
    };
    const options = { timeoutSeconds: 5, now: () => Date.now() + 10_000 };
    const rounds = await Promise.all([
      cancelUnansweredOrders(roundDeps(a.app, a.database.handle, counted(a.database.handle)), options),
      cancelUnansweredOrders(roundDeps(b, bDatabase, counted(bDatabase)), options),
    ]);
    expect(rounds.reduce((sum, round) => sum + round.cancelled, 0)).toBe(1);
    expect(refundCalls).toBe(1);
    const trail = await refundTrail(order.id, order.paymentIntentId);
    expect(trail.cancellations).toHaveLength(1);
    expect(trail.refundRows).toHaveLength(1);
    expect(trail.intent?.refundedCents).toBe(trail.intent?.amountCents);
    const [row] = await a.database.handle.db
      .select({ paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row?.paymentStatus).toBe('refunded');
  });

  it('skips a round while another instance holds the lock', async () => {
    const holder = new pg.Client({ connectionString: a.database.postgresUrl });
    await holder.connect();
    try {
      // The instances' own rounds take the lock for a moment each second: wait for a free moment.
      await waitUntil(
        async () =>
          (
            await holder.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
              UNANSWERED_ORDERS_LOCK_KEY,
            ])
          ).rows[0]?.locked,
        Boolean,
        5_000,
      );
      const deps = {
        ...roundDeps(a.app, a.database.handle),
        database: a.database.handle,
        log: { warn: () => {}, info: () => {}, error: () => {} },
      };
      expect(await runUnansweredOrdersRound(deps, 5)).toEqual({ ran: false, cancelled: 0, paused: 0 });
      await holder.query('select pg_advisory_unlock($1)', [UNANSWERED_ORDERS_LOCK_KEY]);
      await waitUntil(
        () => runUnansweredOrdersRound(deps, 5),
        (result) => result.ran,
        5_000,
      );
    } finally {
      await holder.end();
    }
  });
});
