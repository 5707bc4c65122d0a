import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_CANCELLED,
  ALREADY_CANCELLED_MESSAGE,
  CUSTOMER_CANCEL_REASON,
  TOO_LATE_TO_CANCEL,
  TOO_LATE_TO_CANCEL_MESSAGE,
} from '#domain/order-lifecycle/customer-cancel.ts';
import type { PlacedOrderResponse } from '#domain/ordering/responses.ts';
import type { TrackedOrder } from '#domain/tracking/responses.ts';
import { orderEvents, refunds, testPaymentIntents } from '#server/db/schema.ts';
import { connectLive, type LiveClient } from '../../support/live-client';
import { postOrder, UNLIMITED_ENV } from '../../support/order-requests';
import { linesMeetingMinimum, orderBody, payWithTestCard } from '../../support/orders';
import { signInAs } from '../../support/sessions';
import { buildTestApp, type TestApp } from '../../support/test-app';
import { NO_LEAD_ENV, placeScheduled } from '../order-lifecycle/scheduled-support';

// The customer cancels with the tracking token (issues 37 item 4 and 38 item 2): while the order is
// scheduled or confirmed and not yet accepted, refunded when paid by card, exactly once however
// many taps; afterwards 409 too_late_to_cancel. The kitchen hears it live.

let t: TestApp;
let restaurant: string;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  // Orders for the next quarter hours, so a scheduled order can be placed and cancelled.
  t = await buildTestApp({ env: { ...UNLIMITED_ENV, ...NO_LEAD_ENV } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  restaurant = await signInAs(t.app, 'restaurant');
});
afterAll(async () => {
  for (const client of sockets) client.socket.close();
  await t.close();
});

const cancel = (token: string) => t.app.inject({ method: 'POST', url: `/api/orders/track/${token}/cancel` });

async function placeCard(): Promise<PlacedOrderResponse & { paymentIntentId: string }> {
  const body = orderBody(await linesMeetingMinimum(t.app, 1));
  const { paymentIntentId } = await payWithTestCard(t.app, body);
  const res = await postOrder(t.app, { ...body, paymentMethod: 'card', paymentIntentId });
  expect(res.statusCode, res.body).toBe(201);
  return { ...(res.json() as PlacedOrderResponse), paymentIntentId };
}

async function refundTrail(orderId: number, paymentIntentId: string) {
  const { db } = t.database.handle;
  const cancellations = await db
    .select({ actorType: orderEvents.actorType, note: orderEvents.note })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, 'cancelled')));
  const refundRows = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
  const [intent] = await db
    .select({ amountCents: testPaymentIntents.amountCents, refundedCents: testPaymentIntents.refundedCents })
    .from(testPaymentIntents)
    .where(eq(testPaymentIntents.id, paymentIntentId));
  return { cancellations, refundRows, intent };
}

describe('POST /api/orders/track/{token}/cancel', () => {
  it('cancels a new card order, refunds it, answers the token view, and the kitchen hears it', async () => {
    const board = await connectLive(t.app, { cookie: restaurant });
    sockets.push(board);
    board.hello('restaurant');
    const order = await placeCard();
    const res = await cancel(order.trackingToken);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json() as TrackedOrder;
    expect(view).toMatchObject({
      id: order.id,
      status: 'cancelled',
      cancelReason: CUSTOMER_CANCEL_REASON,
      paymentStatus: 'refunded',
      deliveryCode: order.deliveryCode,
    });
    const trail = await refundTrail(order.id, order.paymentIntentId);
    expect(trail.cancellations).toEqual([{ actorType: 'customer', note: CUSTOMER_CANCEL_REASON }]);
    expect(trail.refundRows).toHaveLength(1);
    expect(trail.intent?.refundedCents).toBe(trail.intent?.amountCents);
    await board.waitFor('order_updated', 3_000);
    expect(
      board.messages.some(
        (m) => m.type === 'order_updated' && m.data.id === order.id && m.data.status === 'cancelled',
      ),
    ).toBe(true);
  });

  it('cancels an order for later, whose money was taken at placement, and refunds it', async () => {
    // Far enough ahead that the 30-minute lead does not release it meanwhile.
    const order = await placeScheduled(t.app, { slotIndex: 8 });
    expect(order.status).toBe('scheduled');
    const res = await cancel(order.trackingToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const trail = await refundTrail(order.id, order.paymentIntentId as string);
    expect(trail.refundRows).toHaveLength(1);
    expect(trail.intent?.refundedCents).toBe(trail.intent?.amountCents);
  });

  it('of twenty taps at once, one cancels and refunds; the others hear it is already cancelled', async () => {
    const order = await placeCard();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cancel(order.trackingToken)));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    for (const res of answers.filter((answer) => answer.statusCode === 409)) {
      expect(res.json()).toEqual({ code: ALREADY_CANCELLED, message: ALREADY_CANCELLED_MESSAGE });
    }
    const trail = await refundTrail(order.id, order.paymentIntentId);
    expect(trail.cancellations).toHaveLength(1);
    expect(trail.refundRows).toHaveLength(1);
    expect(trail.intent?.refundedCents).toBe(trail.intent?.amountCents);
  });

  it('is too late once the restaurant accepted the order', async () => {
    const order = await placeCard();
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/accept`,
      headers: { cookie: restaurant },
      payload: { prepMinutes: 15 },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const res = await cancel(order.trackingToken);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: TOO_LATE_TO_CANCEL, message: TOO_LATE_TO_CANCEL_MESSAGE });
    const view = (await t.app.inject(`/api/orders/track/${order.trackingToken}`)).json() as TrackedOrder;
    expect(view).toMatchObject({ status: 'preparing', paymentStatus: 'paid' });
  });

  it('is a 404 for a token no order has, a 400 for text that is not a token', async () => {
    const order = await placeCard();
    const wrong = order.trackingToken.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await cancel(wrong)).statusCode).toBe(404);
    expect((await cancel('not-a-token')).statusCode).toBe(400);
  });
});
