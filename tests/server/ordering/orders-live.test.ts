import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '#domain/shared/live-messages.ts';
import { connectLive, type LiveClient, settle } from '../../support/live-client';
import { payFromOwnAddress, postOrder, UNLIMITED_ENV } from '../../support/order-requests';
import { type MenuItemRow, menuOf, orderBody, quotedOrderBody } from '../../support/orders';
import { signInAs } from '../../support/sessions';
import { buildTestApp, type TestApp } from '../../support/test-app';

// Live order events on /ws (SPEC section 7, DESIGN section 5): a customer socket hears only about
// the orders of the phone it follows, a restaurant only about its own orders, an admin about all.

let t: TestApp;
let admin: string;
let restaurant: string;
let item1: MenuItemRow;
let item2: MenuItemRow;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  t = await buildTestApp({ env: UNLIMITED_ENV });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  [admin, restaurant] = await Promise.all([signInAs(t.app, 'admin'), signInAs(t.app, 'restaurant')]);
  const [menu1, menu2] = await Promise.all([menuOf(t.app, 1), menuOf(t.app, 2)]);
  [item1, item2] = [menu1[0]!, menu2[0]!];
});
afterAll(async () => {
  for (const client of sockets) client.socket.close();
  await t.close();
});

/** Waits until the server has processed an app_connect (it answers nothing by design). */
const bound = () => settle(150);

async function live(
  appType: 'customer' | 'restaurant' | 'admin',
  options: { cookie?: string; phone?: string } = {},
) {
  const client = await connectLive(t.app, { cookie: options.cookie });
  sockets.push(client);
  client.hello(appType, options.phone ? { phone: options.phone } : {});
  await bound();
  return client;
}

async function place(item: MenuItemRow, overrides: Record<string, unknown> = {}) {
  // Quoted: restaurant 2 runs a first-order promotion, which a new phone gets.
  const { body } = await quotedOrderBody(t.app, [{ item, quantity: 2 }], overrides);
  const res = await postOrder(t.app, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; total: string; customerPhone: string; customerName: string };
}

/** Resolves with the first message of `type` about order `id` (waiting for it if need be). */
function waitForOrder(
  client: LiveClient,
  type: ServerMessage['type'],
  id: number,
  extra?: (m: ServerMessage) => boolean,
) {
  const about = (message: ServerMessage) => {
    if (message.type !== type) return false;
    const data = message.data as { id?: number; orderId?: number };
    return (data.id ?? data.orderId) === id && (extra?.(message) ?? true);
  };
  return new Promise<ServerMessage>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} for order ${id}`)), 3000);
    const check = () => {
      const found = client.messages.find(about);
      if (found) {
        clearTimeout(timer);
        clearInterval(poll);
        resolve(found);
      }
    };
    const poll = setInterval(check, 20);
    check();
  });
}

const mentions = (client: LiveClient, id: number) =>
  client.messages.filter((message) => {
    const data = message.data as { id?: number; orderId?: number };
    return data.id === id || data.orderId === id;
  });

describe('live order events', () => {
  it("tells a customer socket about its phone's new order and its status changes, and nothing about another phone's", async () => {
    const mine = await live('customer', { phone: '14165550142' });
    const theirs = await live('customer', { phone: '+1 416-555-0143' });

    const order = await place(item1, { customerPhone: '+1 (416) 555-0142' });
    expect((await waitForOrder(mine, 'order_updated', order.id)).data).toEqual({
      id: order.id,
      // As stored: E.164, however it was typed.
      customerPhone: '+14165550142',
      restaurantId: 1,
      driverId: null,
      status: 'confirmed',
      seq: 1,
    });

    const patched = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/accept`,
      headers: { cookie: restaurant },
      payload: { prepMinutes: 15 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const update = await waitForOrder(
      mine,
      'order_updated',
      order.id,
      (m) => (m.data as { status?: string }).status === 'preparing',
    );
    expect(update.data).toMatchObject({ id: order.id, status: 'preparing', seq: 2 });

    await settle();
    expect(mentions(theirs, order.id)).toEqual([]);
    // ...while that socket does hear about its own phone's order.
    const their = await place(item1, { customerPhone: '14165550143' });
    await waitForOrder(theirs, 'order_updated', their.id);
    expect(mentions(mine, their.id)).toEqual([]);
    // A customer socket never gets the restaurant's or the admin's messages.
    expect(mine.messages.map((message) => message.type)).not.toContain('order_created');
  });

  it("tells restaurant 1's signed-in socket about its own new orders, not restaurant 2's", async () => {
    const socket = await live('restaurant', { cookie: restaurant });
    const claimed = await live('restaurant'); // no session: a bare claim hears nothing
    const own = await place(item1, { customerName: 'Own Customer' });
    const other = await place(item2);

    expect((await waitForOrder(socket, 'order_created', own.id)).data).toEqual({
      id: own.id,
      restaurantId: 1,
      customerName: 'Own Customer',
      total: own.total,
      status: 'confirmed',
      seq: 1,
    });
    await settle();
    expect(mentions(socket, other.id)).toEqual([]);
    expect(claimed.messages).toEqual([]);
  });

  it('sends every admin socket the same order_created, as a text frame', async () => {
    const admins = await Promise.all([1, 2, 3].map(() => live('admin', { cookie: admin })));
    const frames = admins.map(
      (client) =>
        new Promise<{ text: string; isBinary: boolean }>((resolve) =>
          client.socket.on('message', (data, isBinary) => {
            const text = data.toString();
            if (text.includes('"order_created"')) resolve({ text, isBinary });
          }),
        ),
    );
    const order = await place(item1, { customerName: 'Shared Frame' });
    const received = await Promise.all(frames);
    for (const frame of received) expect(frame).toEqual({ text: received[0]!.text, isBinary: false });
    expect(JSON.parse(received[0]!.text)).toEqual({
      type: 'order_created',
      data: {
        id: order.id,
        restaurantId: 1,
        customerName: 'Shared Frame',
        total: order.total,
        status: 'confirmed',
        seq: 1,
      },
    });
  });

  it('tells an admin socket about every new order, and about card payments', async () => {
    const socket = await live('admin', { cookie: admin });
    const cash = await place(item2);
    expect((await waitForOrder(socket, 'order_created', cash.id)).data).toMatchObject({ restaurantId: 2 });

    const body = orderBody([{ item: item1, quantity: 2 }], { paymentMethod: 'card' });
    const { paymentIntentId } = await payFromOwnAddress(t.app, body);
    const res = await postOrder(t.app, { ...body, paymentIntentId });
    expect(res.statusCode, res.body).toBe(201);
    const card = res.json() as { id: number; total: string };

    await waitForOrder(socket, 'order_created', card.id);
    expect((await waitForOrder(socket, 'payment_completed', card.id)).data).toEqual({
      orderId: card.id,
      amount: card.total,
      seq: 1,
    });
    await settle();
    // A cash order is not a payment.
    expect(mentions(socket, cash.id).map((message) => message.type)).not.toContain('payment_completed');
  });

  it("tells the paying customer's socket that the payment completed", async () => {
    const phone = '+1 416-555-0144';
    const socket = await live('customer', { phone });
    const body = orderBody([{ item: item1, quantity: 2 }], { paymentMethod: 'card', customerPhone: phone });
    const { paymentIntentId } = await payFromOwnAddress(t.app, body);
    const res = await postOrder(t.app, { ...body, paymentIntentId });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as { id: number; total: string };
    expect((await waitForOrder(socket, 'payment_completed', order.id)).data).toEqual({
      orderId: order.id,
      amount: order.total,
      seq: 1,
    });
  });
});
