import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerOrder } from '#domain/tracking/responses.ts';
import { orders, refunds, testPaymentIntents } from '#server/db/schema.ts';
import { runHousekeeping } from '#server/housekeeping/housekeeping.ts';
import type { PaymentProvider } from '#server/payment-providers/payment-provider.ts';
import { createTestModeProvider } from '#server/payment-providers/test-mode-provider.ts';
import { postOrder, UNLIMITED_ENV } from '../../support/order-requests';
import { linesMeetingMinimum, orderBody, payWithTestCard } from '../../support/orders';
import { signInAs } from '../../support/sessions';
import { buildTestApp, type TestApp } from '../../support/test-app';

// A refund whose provider call failed when the order was rejected stays pending, and housekeeping
// pays it back later: once, however many rounds or instances try.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: UNLIMITED_ENV });
});
afterAll(() => t.close());

describe('pending refunds', () => {
  it('are retried by housekeeping until the provider takes them, and paid once', async () => {
    const restaurant = await signInAs(t.app, 'restaurant');
    const body = orderBody(await linesMeetingMinimum(t.app, 1));
    const { paymentIntentId } = await payWithTestCard(t.app, body);
    const placed = await postOrder(t.app, { ...body, paymentMethod: 'card', paymentIntentId });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as CustomerOrder;
    const db = t.database.handle.db;

    // The provider is down while the rejection commits: simulate by making the intent unrefundable.
    await db
      .update(testPaymentIntents)
      .set({ status: 'requires_capture' })
      .where(eq(testPaymentIntents.id, paymentIntentId));
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/reject`,
      headers: { cookie: restaurant },
      payload: { reason: 'Too busy right now' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_pending' });
    const [pending] = await db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });

    // Back up; the grace minute has passed.
    await db
      .update(testPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(testPaymentIntents.id, paymentIntentId));
    await db
      .update(refunds)
      .set({ updatedAt: new Date(Date.now() - 120_000) })
      .where(eq(refunds.orderId, order.id));
    const payments: PaymentProvider = createTestModeProvider(db);
    const first = await runHousekeeping({ database: t.database.handle, payments });
    expect(first.refundsSettled).toBe(1);
    const second = await runHousekeeping({ database: t.database.handle, payments });
    expect(second.refundsSettled).toBe(0);

    const [settled] = await db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(settled).toMatchObject({ status: 'succeeded', attempts: 2, lastError: null });
    const [row] = await db
      .select({ paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row?.paymentStatus).toBe('refunded');
    const [intent] = await db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, paymentIntentId));
    expect(intent?.refundId).toBe(settled?.providerRefundId);
  });
});
