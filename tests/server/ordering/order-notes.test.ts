import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDeskPage } from '#domain/admin-orders/responses.ts';
import type { DriverDelivery, DriverDeliveryPage, DriverOffer } from '#domain/driver-deliveries/responses.ts';
import {
  DELIVERY_INSTRUCTIONS_CONTROL,
  DELIVERY_INSTRUCTIONS_TOO_LONG,
  KITCHEN_NOTE_CONTROL,
  KITCHEN_NOTE_TOO_LONG,
  ORDER_NOTE_MAX_LENGTH,
} from '#domain/ordering/order-notes.ts';
import type { CreateOrderInput } from '#domain/ordering/requests.ts';
import type { PlacedOrderResponse } from '#domain/ordering/responses.ts';
import type { RestaurantOrder, RestaurantOrderPage } from '#domain/restaurant-orders/responses.ts';
import type { PhoneOrder, TrackedOrder } from '#domain/tracking/responses.ts';
import { orders } from '#server/db/schema.ts';
import { adminOrder, postOrder, storedCounts, UNLIMITED_ENV } from '../../support/order-requests';
import { linesMeetingMinimum, type MenuItemRow, orderBody } from '../../support/orders';
import { approvedDriver, signInCast } from '../../support/partners';
import { buildTestApp, type TestApp } from '../../support/test-app';

// Notes at checkout (issue 37 item 2): a note for the kitchen and instructions for the driver,
// each checked at placement and answered only to the side it is for: the restaurant reads the
// kitchen note, the driver holding the delivery reads the instructions, the customer and the admin
// read both. Words no other data holds, so a leak cannot hide behind another field.

const KITCHEN_NOTE = 'No onions please, severe sesame allergy';
const DELIVERY_INSTRUCTIONS = 'Ring the side door twice, the bell is broken';

let t: TestApp;
let admin: string;
let restaurant: string;
let lines: { item: MenuItemRow; quantity: number }[];

beforeAll(async () => {
  t = await buildTestApp({ env: UNLIMITED_ENV });
  ({ admin, restaurant } = await signInCast(t.app));
  lines = await linesMeetingMinimum(t.app, 1);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const bodyWith = (notes: Record<string, unknown>): CreateOrderInput =>
  ({ ...orderBody(lines), ...notes }) as CreateOrderInput;

async function placed(notes: Record<string, unknown>): Promise<PlacedOrderResponse> {
  const res = await postOrder(t.app, bodyWith(notes));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as PlacedOrderResponse;
}

async function storedNotes(id: number) {
  const [row] = await t.database.handle.db
    .select({ kitchenNote: orders.kitchenNote, deliveryInstructions: orders.deliveryInstructions })
    .from(orders)
    .where(eq(orders.id, id));
  return row;
}

async function refused(notes: Record<string, unknown>) {
  const before = await storedCounts(t.database.handle.db);
  const res = await postOrder(t.app, bodyWith(notes));
  expect(res.statusCode, res.body).toBe(400);
  expect(await storedCounts(t.database.handle.db)).toEqual(before);
  return res.json() as { code: string; fields: Record<string, string> };
}

describe('placing an order with notes', () => {
  it('stores both notes trimmed and answers them to the customer', async () => {
    const order = await placed({
      kitchenNote: `  ${KITCHEN_NOTE}\n`,
      deliveryInstructions: `\t${DELIVERY_INSTRUCTIONS}  `,
    });
    expect(order).toMatchObject({ kitchenNote: KITCHEN_NOTE, deliveryInstructions: DELIVERY_INSTRUCTIONS });
    expect(await storedNotes(order.id)).toEqual({
      kitchenNote: KITCHEN_NOTE,
      deliveryInstructions: DELIVERY_INSTRUCTIONS,
    });
  });

  it('takes missing, null and blank notes as none', async () => {
    const missing = await placed({});
    const blank = await placed({ kitchenNote: '   ', deliveryInstructions: null });
    for (const order of [missing, blank]) {
      expect(order).toMatchObject({ kitchenNote: null, deliveryInstructions: null });
      expect(await storedNotes(order.id)).toEqual({ kitchenNote: null, deliveryInstructions: null });
    }
  });

  it('keeps line breaks and tabs, a Windows line break as one', async () => {
    const order = await placed({ kitchenNote: 'Pizza 1: no olives\r\nPizza 2:\textra basil' });
    expect(order.kitchenNote).toBe('Pizza 1: no olives\nPizza 2:\textra basil');
  });

  it('takes exactly 300 characters after trimming, and refuses 301 naming the field', async () => {
    const full = 'a'.repeat(ORDER_NOTE_MAX_LENGTH);
    const order = await placed({ kitchenNote: `  ${full}  `, deliveryInstructions: full });
    expect(order.kitchenNote).toBe(full);

    const kitchen = await refused({ kitchenNote: `${full}b` });
    expect(kitchen.fields).toEqual({ kitchenNote: KITCHEN_NOTE_TOO_LONG });
    expect(KITCHEN_NOTE_TOO_LONG).toBe('Kitchen note must be at most 300 characters');
    const driver = await refused({ deliveryInstructions: `${full}b` });
    expect(driver.fields).toEqual({ deliveryInstructions: DELIVERY_INSTRUCTIONS_TOO_LONG });
  });

  it('refuses control characters other than line breaks and tabs, naming the field', async () => {
    expect((await refused({ kitchenNote: 'No onions\u0007' })).fields).toEqual({
      kitchenNote: KITCHEN_NOTE_CONTROL,
    });
    expect((await refused({ deliveryInstructions: 'Side door\u001b[31m' })).fields).toEqual({
      deliveryInstructions: DELIVERY_INSTRUCTIONS_CONTROL,
    });
    expect((await refused({ kitchenNote: 'a\u0085b' })).fields).toHaveProperty('kitchenNote');
  });

  it('refuses a note that is not text, naming the field', async () => {
    expect((await refused({ kitchenNote: 42 })).fields).toHaveProperty('kitchenNote');
    expect((await refused({ deliveryInstructions: ['x'] })).fields).toHaveProperty('deliveryInstructions');
  });
});

describe('who reads which note', () => {
  let order: PlacedOrderResponse;
  let driver: { id: number; cookie: string };

  beforeAll(async () => {
    order = await placed({ kitchenNote: KITCHEN_NOTE, deliveryInstructions: DELIVERY_INSTRUCTIONS });
    driver = await approvedDriver(t.app, admin);
    const online = await call('PATCH', '/api/driver/status', driver.cookie, { isOnline: true });
    expect(online.statusCode, online.body).toBe(200);
  });

  it('the restaurant: the kitchen note on its board and actions, never the instructions', async () => {
    const board = await call('GET', '/api/restaurant/orders?status=new', restaurant);
    expect(board.statusCode, board.body).toBe(200);
    const card = (board.json() as RestaurantOrderPage).orders.find((entry) => entry.id === order.id);
    expect(card?.kitchenNote).toBe(KITCHEN_NOTE);
    expect(card).not.toHaveProperty('deliveryInstructions');
    expect(board.body).not.toContain('side door');

    const accepted = await call('POST', `/api/orders/${order.id}/accept`, restaurant, { prepMinutes: 15 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((accepted.json() as RestaurantOrder).kitchenNote).toBe(KITCHEN_NOTE);
    expect(accepted.body).not.toContain('side door');
  });

  it('the driver: neither in an open offer; the instructions, not the kitchen note, once it is theirs', async () => {
    const offers = await call('GET', '/api/driver/offers', driver.cookie);
    expect(offers.statusCode, offers.body).toBe(200);
    const offer = (offers.json() as DriverOffer[]).find((entry) => entry.id === order.id);
    expect(offer).toBeDefined();
    expect(offer).not.toHaveProperty('deliveryInstructions');
    expect(offers.body).not.toContain('side door');
    expect(offers.body).not.toContain('sesame');

    const claimed = await call('POST', `/api/orders/${order.id}/claim`, driver.cookie);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect((claimed.json() as DriverDelivery).deliveryInstructions).toBe(DELIVERY_INSTRUCTIONS);
    expect(claimed.body).not.toContain('sesame');

    const active = await call('GET', '/api/driver/deliveries?scope=active', driver.cookie);
    expect(active.statusCode, active.body).toBe(200);
    const delivery = (active.json() as DriverDeliveryPage).deliveries.find((entry) => entry.id === order.id);
    expect(delivery?.deliveryInstructions).toBe(DELIVERY_INSTRUCTIONS);
    expect(delivery).not.toHaveProperty('kitchenNote');
    expect(active.body).not.toContain('sesame');
  });

  it('the customer: both on the tracker; the phone look-up (anyone with the number) neither', async () => {
    const tracked = await call('GET', `/api/orders/track/${order.trackingToken}`);
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.json() as TrackedOrder).toMatchObject({
      kitchenNote: KITCHEN_NOTE,
      deliveryInstructions: DELIVERY_INSTRUCTIONS,
    });

    const byPhone = await call('GET', `/api/orders/customer/${encodeURIComponent(order.customerPhone)}`);
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    const found = (byPhone.json() as PhoneOrder[]).find((entry) => entry.id === order.id);
    expect(found).toBeDefined();
    expect(byPhone.body).not.toContain('sesame');
    expect(byPhone.body).not.toContain('side door');
  });

  it('the admin: both, on the desk and in the full list', async () => {
    const desk = await call('GET', '/api/admin/orders', admin);
    expect(desk.statusCode, desk.body).toBe(200);
    const row = (desk.json() as AdminDeskPage).orders.find((entry) => entry.id === order.id);
    expect(row).toMatchObject({ kitchenNote: KITCHEN_NOTE, deliveryInstructions: DELIVERY_INSTRUCTIONS });
    expect(await adminOrder(t.app, admin, order.id)).toMatchObject({
      kitchenNote: KITCHEN_NOTE,
      deliveryInstructions: DELIVERY_INSTRUCTIONS,
    });
  });
});
