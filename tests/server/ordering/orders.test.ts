import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHOOSE_DELIVERY_POINT, LATITUDE_RANGE, LONGITUDE_RANGE } from '#domain/ordering/messages.ts';
import { maxOrderTotalCents, maxTipCents } from '#domain/ordering/order-limits.ts';
import {
  CART_EMPTY,
  ITEMS_NOT_A_LIST,
  QUANTITY_RANGE,
  TIP_FORMAT,
  tipTooLarge,
} from '#domain/ordering/requests.ts';
import { percentOfMoney } from '#domain/shared/currency.ts';
import { tooLong } from '#domain/shared/fields.ts';
import { centsToDecimal, toCents } from '#domain/shared/money.ts';
import { INVALID_CUSTOMER_PHONE } from '#domain/shared/phone.ts';
import { menuItems, restaurants } from '#server/db/schema.ts';
import { INVALID_IDEMPOTENCY_KEY } from '#server/http/idempotency.ts';
import {
  adminOrder,
  PRIVATE_ORDER_KEYS,
  postOrder,
  storedCounts,
  UNLIMITED_ENV,
} from '../../support/order-requests';
import { type MenuItemRow, menuOf, orderBody } from '../../support/orders';
import { signInAs } from '../../support/sessions';
import { buildTestApp, type TestApp } from '../../support/test-app';

// POST /api/orders on the real app and database: every bad input is a clear 4xx that names the
// field and stores nothing; a good order is priced by the server and stores the payouts of DESIGN
// section 4; an Idempotency-Key makes retries safe.

let t: TestApp;
let admin: string;
let menu1: MenuItemRow[];
let menu2: MenuItemRow[];
let margherita: MenuItemRow;
let garlicKnots: MenuItemRow;

beforeAll(async () => {
  t = await buildTestApp({ env: UNLIMITED_ENV });
  admin = await signInAs(t.app, 'admin');
  [menu1, menu2] = await Promise.all([menuOf(t.app, 1), menuOf(t.app, 2)]);
  margherita = byName(menu1, 'Margherita');
  garlicKnots = byName(menu1, 'Garlic Knots');
});
afterAll(() => t.close());

function byName(menu: MenuItemRow[], name: string): MenuItemRow {
  const item = menu.find((entry) => entry.name === name);
  if (!item) throw new Error(`${name} is not on the menu`);
  return item;
}

type Body = Record<string, unknown>;

/** One Margherita and one Garlic Knots from restaurant 1, paid in cash, with `overrides` applied. */
const validBody = (overrides: Body = {}): Body => ({
  ...orderBody([
    { item: margherita, quantity: 1 },
    { item: garlicKnots, quantity: 2 },
  ]),
  ...overrides,
});

const without = (field: string): Body => {
  const { [field]: _dropped, ...rest } = validBody();
  return rest;
};

const itemsJson = (entries: object[]) => JSON.stringify(entries);
const entryOf = (item: MenuItemRow, quantity: number, extra: object = {}) => ({
  id: item.id,
  name: item.name,
  price: Number(item.price),
  quantity,
  ...extra,
});

interface ItemEntry {
  id?: number;
  name?: string;
  price: number;
  quantity: number;
}

/** A body whose amounts match `entries` (so only the tested defect can be refused). */
function consistentBody(entries: ItemEntry[], overrides: Body = {}): Body {
  // Rounded so that even a fractional quantity (refused by the schema) yields a well-formed amount.
  const subtotal = Math.round(
    entries.reduce((sum, entry) => sum + toCents(String(entry.price)) * entry.quantity, 0),
  );
  // Nonna Rosa's own fee (2.99) and Ontario's 13% tax added on the food.
  return validBody({
    items: itemsJson(entries),
    subtotal: centsToDecimal(subtotal),
    total: centsToDecimal(subtotal + 299 + percentOfMoney(Math.max(0, subtotal), '13', 'CAD')),
    ...overrides,
  });
}

async function expectRefusedAndNothingStored(
  send: () => ReturnType<typeof postOrder>,
  expected: { status: number; code: string; field?: string; message?: string | RegExp },
) {
  const before = await storedCounts(t.database.handle.db);
  const res = await send();
  expect(res.statusCode, res.body).toBe(expected.status);
  const body = res.json() as { code: string; message: string; fields?: Record<string, string> };
  expect(body.code).toBe(expected.code);
  expect(body.message).toEqual(expect.any(String));
  if (expected.field) {
    const named = Object.keys(body.fields ?? {}).filter(
      (key) =>
        key === expected.field ||
        key.startsWith(`${expected.field}.`) ||
        key.startsWith(`${expected.field}[`),
    );
    expect(named, JSON.stringify(body.fields)).not.toEqual([]);
    if (expected.message) {
      const messages = named.map((key) => body.fields?.[key]);
      expect(messages).toContainEqual(
        expected.message instanceof RegExp ? expect.stringMatching(expected.message) : expected.message,
      );
    }
  } else if (expected.message) {
    expect(body.message).toMatch(expected.message);
  }
  expect(await storedCounts(t.database.handle.db)).toEqual(before);
  return body;
}

describe('POST /api/orders refuses bad input with a 400 naming the field, and stores nothing', () => {
  const REQUIRED = [
    'restaurantId',
    'customerName',
    'customerPhone',
    'customerAddress',
    'customerLatitude',
    'customerLongitude',
    'items',
    'subtotal',
    'deliveryFee',
    'total',
    'estimatedDelivery',
  ];
  it.each(REQUIRED)('missing %s', async (field) => {
    await expectRefusedAndNothingStored(() => postOrder(t.app, without(field)), {
      status: 400,
      code: 'invalid_input',
      field,
    });
  });

  const CASES: Array<{ name: string; body: () => Body; field: string; message?: string | RegExp }> = [
    // Wrong types
    { name: 'restaurantId as text', body: () => validBody({ restaurantId: 'one' }), field: 'restaurantId' },
    {
      name: 'restaurantId as a boolean',
      body: () => validBody({ restaurantId: true }),
      field: 'restaurantId',
    },
    { name: 'restaurantId 1.5', body: () => validBody({ restaurantId: 1.5 }), field: 'restaurantId' },
    { name: 'restaurantId 0', body: () => validBody({ restaurantId: 0 }), field: 'restaurantId' },
    { name: 'customerName as a number', body: () => validBody({ customerName: 42 }), field: 'customerName' },
    {
      name: 'customerPhone as a number',
      body: () => validBody({ customerPhone: 4165550101 }),
      field: 'customerPhone',
    },
    { name: 'items as a number', body: () => validBody({ items: 42 }), field: 'items' },
    { name: 'subtotal as a boolean', body: () => validBody({ subtotal: true }), field: 'subtotal' },
    { name: 'total as an object', body: () => validBody({ total: { value: 1 } }), field: 'total' },
    { name: 'tip as a list', body: () => validBody({ tip: [1] }), field: 'tip' },
    {
      name: 'estimatedDelivery as a number',
      body: () => validBody({ estimatedDelivery: 30 }),
      field: 'estimatedDelivery',
    },
    // Blank and over-long strings
    { name: 'blank customerName', body: () => validBody({ customerName: '   ' }), field: 'customerName' },
    {
      name: 'customerName of 101 characters',
      body: () => validBody({ customerName: 'n'.repeat(101) }),
      field: 'customerName',
      message: tooLong(100),
    },
    {
      name: 'blank customerAddress',
      body: () => validBody({ customerAddress: '' }),
      field: 'customerAddress',
    },
    {
      name: 'customerAddress of 301 characters',
      body: () => validBody({ customerAddress: 'a'.repeat(301) }),
      field: 'customerAddress',
      message: tooLong(300),
    },
    {
      name: 'blank estimatedDelivery',
      body: () => validBody({ estimatedDelivery: ' ' }),
      field: 'estimatedDelivery',
    },
    {
      name: 'estimatedDelivery of 51 characters',
      body: () => validBody({ estimatedDelivery: 'x'.repeat(51) }),
      field: 'estimatedDelivery',
    },
    {
      name: 'customerPhone of 31 characters',
      body: () => validBody({ customerPhone: '1'.repeat(31) }),
      field: 'customerPhone',
      message: tooLong(30),
    },
    {
      name: 'paymentIntentId of 256 characters',
      body: () => validBody({ paymentMethod: 'card', paymentIntentId: `pi_${'a'.repeat(253)}` }),
      field: 'paymentIntentId',
    },
    // Phone numbers
    {
      name: 'a phone made of letters',
      body: () => validBody({ customerPhone: 'call me maybe' }),
      field: 'customerPhone',
      message: INVALID_CUSTOMER_PHONE,
    },
    {
      name: 'a phone of 5 digits',
      body: () => validBody({ customerPhone: '12345' }),
      field: 'customerPhone',
      message: INVALID_CUSTOMER_PHONE,
    },
    {
      name: 'a phone of 2 digits',
      body: () => validBody({ customerPhone: '12' }),
      field: 'customerPhone',
      message: INVALID_CUSTOMER_PHONE,
    },
    {
      name: 'a phone with words around it',
      body: () => validBody({ customerPhone: 'call 416 555 0177' }),
      field: 'customerPhone',
      message: INVALID_CUSTOMER_PHONE,
    },
    {
      name: 'a London number typed for a Toronto restaurant (read in Canada)',
      body: () => validBody({ customerPhone: '020 7946 0958' }),
      field: 'customerPhone',
      message: INVALID_CUSTOMER_PHONE,
    },
    { name: 'a blank phone', body: () => validBody({ customerPhone: '  ' }), field: 'customerPhone' },
    // Coordinates: the drop-off pin is required (no fallback position)
    {
      name: 'no customerLatitude',
      body: () => without('customerLatitude'),
      field: 'customerLatitude',
      message: CHOOSE_DELIVERY_POINT,
    },
    {
      name: 'no customerLongitude',
      body: () => without('customerLongitude'),
      field: 'customerLongitude',
      message: CHOOSE_DELIVERY_POINT,
    },
    {
      name: 'a blank latitude',
      body: () => validBody({ customerLatitude: '' }),
      field: 'customerLatitude',
      message: CHOOSE_DELIVERY_POINT,
    },
    {
      name: 'a blank longitude (spaces)',
      body: () => validBody({ customerLongitude: '   ' }),
      field: 'customerLongitude',
      message: CHOOSE_DELIVERY_POINT,
    },
    {
      name: 'a null latitude',
      body: () => validBody({ customerLatitude: null }),
      field: 'customerLatitude',
      message: CHOOSE_DELIVERY_POINT,
    },
    {
      name: 'latitude 91',
      body: () => validBody({ customerLatitude: '91' }),
      field: 'customerLatitude',
      message: LATITUDE_RANGE,
    },
    {
      name: 'latitude -90.5',
      body: () => validBody({ customerLatitude: '-90.5' }),
      field: 'customerLatitude',
      message: LATITUDE_RANGE,
    },
    {
      name: 'longitude 181',
      body: () => validBody({ customerLongitude: '181' }),
      field: 'customerLongitude',
      message: LONGITUDE_RANGE,
    },
    {
      name: 'longitude -180.01 as a number',
      body: () => validBody({ customerLongitude: -180.01 }),
      field: 'customerLongitude',
      message: LONGITUDE_RANGE,
    },
    {
      name: 'latitude as words',
      body: () => validBody({ customerLatitude: 'north' }),
      field: 'customerLatitude',
      message: LATITUDE_RANGE,
    },
    {
      name: 'longitude in exponent form',
      body: () => validBody({ customerLongitude: '1e2' }),
      field: 'customerLongitude',
      message: LONGITUDE_RANGE,
    },
    {
      name: 'latitude as a boolean',
      body: () => validBody({ customerLatitude: true }),
      field: 'customerLatitude',
      message: LATITUDE_RANGE,
    },
    // Items
    {
      name: 'items that are not JSON',
      body: () => validBody({ items: 'not json [' }),
      field: 'items',
      message: ITEMS_NOT_A_LIST,
    },
    { name: 'items that are a JSON object', body: () => validBody({ items: '{"id":1}' }), field: 'items' },
    {
      name: 'an empty list of items',
      body: () => validBody({ items: '[]' }),
      field: 'items',
      message: CART_EMPTY,
    },
    {
      name: 'more than 50 entries',
      body: () => consistentBody(Array.from({ length: 51 }, () => entryOf(garlicKnots, 1))),
      field: 'items',
      message: /at most 50 entries/,
    },
    {
      name: 'quantity 0',
      body: () => consistentBody([entryOf(margherita, 0)]),
      field: 'items',
      message: QUANTITY_RANGE,
    },
    {
      name: 'quantity 100',
      body: () => consistentBody([entryOf(margherita, 100)]),
      field: 'items',
      message: QUANTITY_RANGE,
    },
    {
      name: 'quantity 1.5',
      body: () => consistentBody([entryOf(margherita, 1.5)]),
      field: 'items',
      message: QUANTITY_RANGE,
    },
    {
      name: 'quantity as text',
      body: () => validBody({ items: itemsJson([{ ...entryOf(margherita, 1), quantity: '1' }]) }),
      field: 'items',
      message: QUANTITY_RANGE,
    },
    {
      name: 'an entry without a name',
      body: () => validBody({ items: itemsJson([{ id: margherita.id, price: 16.99, quantity: 1 }]) }),
      field: 'items',
    },
    // Amounts
    { name: 'a negative tip', body: () => validBody({ tip: '-1.00' }), field: 'tip', message: TIP_FORMAT },
    {
      name: 'a negative tip as a number',
      body: () => validBody({ tip: -1 }),
      field: 'tip',
      message: TIP_FORMAT,
    },
    {
      name: 'a tip with 3 decimals',
      body: () => validBody({ tip: '1.005' }),
      field: 'tip',
      message: TIP_FORMAT,
    },
    {
      name: "a tip above the Canadian dollar limit ($700.00, the spec's $500 in CAD)",
      body: () => validBody({ tip: centsToDecimal(maxTipCents('CAD') + 1) }),
      field: 'tip',
      message: tipTooLarge('CAD'),
    },
    { name: 'a subtotal with 3 decimals', body: () => validBody({ subtotal: '10.001' }), field: 'subtotal' },
    { name: 'a negative total', body: () => validBody({ total: '-5.00' }), field: 'total' },
    // Amounts are numeric(12,2) in every currency (deviation 16): eleven integer digits do not fit.
    {
      name: 'a deliveryFee of 10000000000.00',
      body: () => validBody({ deliveryFee: '10000000000.00' }),
      field: 'deliveryFee',
    },
    {
      name: 'a total of 10000000000.00',
      body: () => validBody({ total: '10000000000.00' }),
      field: 'total',
    },
    // Payment method
    {
      name: 'paymentMethod bitcoin',
      body: () => validBody({ paymentMethod: 'bitcoin' }),
      field: 'paymentMethod',
    },
    {
      name: 'paymentMethod CARD in capitals',
      body: () => validBody({ paymentMethod: 'CARD' }),
      field: 'paymentMethod',
    },
    {
      name: 'a cash order carrying a paymentIntentId',
      body: () => validBody({ paymentMethod: 'cash', paymentIntentId: 'pi_test1234567890' }),
      field: 'paymentIntentId',
      message: 'A cash order cannot carry a card payment',
    },
  ];

  it.each(CASES)('$name', async ({ body, field, message }) => {
    await expectRefusedAndNothingStored(() => postOrder(t.app, body()), {
      status: 400,
      code: 'invalid_input',
      field,
      message,
    });
  });

  it('refuses malformed JSON (400), text/plain (415) and a body over 100 KB (413)', async () => {
    await expectRefusedAndNothingStored(() => postOrder(t.app, '{"restaurantId": 1,'), {
      status: 400,
      code: 'invalid_json',
    });
    await expectRefusedAndNothingStored(
      () => postOrder(t.app, JSON.stringify(validBody()), { headers: { 'content-type': 'text/plain' } }),
      { status: 415, code: 'unsupported_media_type' },
    );
    await expectRefusedAndNothingStored(
      () => postOrder(t.app, validBody({ customerAddress: 'a'.repeat(101 * 1024) })),
      { status: 413, code: 'body_too_large' },
    );
    await expectRefusedAndNothingStored(() => postOrder(t.app, '[]'), { status: 400, code: 'invalid_input' });
  });
});

describe('POST /api/orders refuses what the menu does not allow, and stores nothing', () => {
  it('an unknown restaurant: 400 on restaurantId', async () => {
    await expectRefusedAndNothingStored(() => postOrder(t.app, validBody({ restaurantId: 999_999 })), {
      status: 400,
      code: 'unknown_restaurant',
      field: 'restaurantId',
      message: 'Restaurant not found',
    });
  });

  it('a restaurant still pending approval (11 in the seed): 400 on restaurantId', async () => {
    const [pending] = await t.database.handle.db.select().from(restaurants).where(eq(restaurants.id, 11));
    expect(pending?.isApproved).toBe(false);
    const [item] = await t.database.handle.db.select().from(menuItems).where(eq(menuItems.restaurantId, 11));
    if (!item) throw new Error('restaurant 11 has no menu');
    const body = consistentBody([{ id: item.id, name: item.name, price: Number(item.price), quantity: 1 }], {
      restaurantId: 11,
    });
    await expectRefusedAndNothingStored(() => postOrder(t.app, body), {
      status: 400,
      code: 'unknown_restaurant',
      field: 'restaurantId',
    });
  });

  it('a closed restaurant: 409 naming the restaurant', async () => {
    const db = t.database.handle.db;
    await db.update(restaurants).set({ isOpen: false }).where(eq(restaurants.id, 1));
    t.app.catalogueCache.invalidate(); // a write outside the app, as its writes do
    try {
      await expectRefusedAndNothingStored(() => postOrder(t.app, validBody()), {
        status: 409,
        code: 'restaurant_closed',
        message: /Nonna Rosa Pizzeria is closed/,
      });
    } finally {
      await db.update(restaurants).set({ isOpen: true }).where(eq(restaurants.id, 1));
      t.app.catalogueCache.invalidate(); // a write outside the app, as its writes do
    }
  });

  it("an item of another restaurant's menu: 400 on items", async () => {
    const other = menu2[0];
    if (!other) throw new Error('restaurant 2 has no menu');
    await expectRefusedAndNothingStored(() => postOrder(t.app, consistentBody([entryOf(other, 1)])), {
      status: 400,
      code: 'unknown_item',
      field: 'items',
      message: new RegExp(`${other.name} is not on Nonna Rosa Pizzeria's menu`),
    });
  });

  it('an item that is not on any menu (made-up id): 400 on items', async () => {
    await expectRefusedAndNothingStored(
      () =>
        postOrder(t.app, consistentBody([{ id: 987_654, name: 'Ghost Pizza', price: 9.99, quantity: 1 }])),
      { status: 400, code: 'unknown_item', field: 'items' },
    );
  });

  it('an unavailable item: 409 on items', async () => {
    const db = t.database.handle.db;
    await db.update(menuItems).set({ isAvailable: false }).where(eq(menuItems.id, garlicKnots.id));
    t.app.catalogueCache.invalidate(); // a write outside the app, as its writes do
    try {
      await expectRefusedAndNothingStored(() => postOrder(t.app, validBody()), {
        status: 409,
        code: 'item_unavailable',
        field: 'items',
        message: 'Garlic Knots is not available right now',
      });
    } finally {
      await db.update(menuItems).set({ isAvailable: true }).where(eq(menuItems.id, garlicKnots.id));
      t.app.catalogueCache.invalidate(); // a write outside the app, as its writes do
    }
  });

  it('an item price that differs from the menu: 409 amounts_changed on items', async () => {
    const cheap = { ...entryOf(margherita, 1), price: 1.0 };
    await expectRefusedAndNothingStored(() => postOrder(t.app, consistentBody([cheap])), {
      status: 409,
      code: 'amounts_changed',
      field: 'items',
      message: 'Margherita now costs $16.99',
    });
  });

  it.each([
    { field: 'subtotal', change: { subtotal: '0.01' } },
    { field: 'deliveryFee', change: { deliveryFee: '0.00' } },
    { field: 'total', change: { total: '1.00' } },
  ])('a tampered $field: 409 amounts_changed naming it', async ({ field, change }) => {
    const body = await expectRefusedAndNothingStored(() => postOrder(t.app, validBody(change)), {
      status: 409,
      code: 'amounts_changed',
      field,
    });
    // The customer is told the real total: 16.99 + 2 x 7.99, Nonna Rosa's 2.99 fee, 13% tax (4.29).
    expect(body.message).toContain('$40.25');
  });

  it('a total above the Canadian dollar limit ($13,999.99) from many expensive items: 400 on total', async () => {
    const price = toCents(margherita.price);
    const entries: ItemEntry[] = [];
    let subtotal = 0;
    while (subtotal + price <= 1_200_000) {
      const quantity = Math.min(99, Math.floor((1_200_000 - subtotal) / price));
      entries.push(entryOf(margherita, quantity));
      subtotal += price * quantity;
    }
    const tip = '500.00';
    const realTotal = subtotal + 299 + percentOfMoney(subtotal, '13', 'CAD') + toCents(tip);
    expect(realTotal).toBeGreaterThan(maxOrderTotalCents('CAD'));
    // The honest total is refused by the server's own pricing, whatever the client claims.
    for (const total of [centsToDecimal(realTotal), '13999.99']) {
      await expectRefusedAndNothingStored(() => postOrder(t.app, consistentBody(entries, { tip, total })), {
        status: 400,
        code: 'total_too_large',
        field: 'total',
        message: 'An order cannot total more than $13,999.99',
      });
    }
  });
});

describe('POST /api/orders places an order', () => {
  it('answers 201 with the order as the customer sees it: server prices, confirmed, cash due', async () => {
    const phone = '+1 (416) 555-0177';
    // Names come from the menu and extra cart fields are ignored.
    const items = itemsJson([
      { ...entryOf(margherita, 1), name: 'margherita ', imageUrl: '/x.png', restaurantName: 'Spoofed' },
      entryOf(garlicKnots, 2),
    ]);
    const before = await storedCounts(t.database.handle.db);
    const res = await postOrder(
      t.app,
      validBody({
        customerPhone: phone,
        customerName: '  Ada Lovelace ',
        items,
        subtotal: 32.97,
        tip: 3,
        total: '43.25',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as Record<string, unknown> & {
      id: number;
      timeline: { status: string; at: string }[];
    };
    expect(order).toMatchObject({
      id: expect.any(Number),
      restaurantId: 1,
      restaurantName: 'Nonna Rosa Pizzeria',
      customerName: 'Ada Lovelace',
      // Read in the restaurant's country (Canada) and answered in E.164.
      customerPhone: '+14165550177',
      items: [
        { name: 'Margherita', quantity: 1, price: '16.99' },
        { name: 'Garlic Knots', quantity: 2, price: '7.99' },
      ],
      itemCount: 3,
      // Canadian dollars: Nonna Rosa's own fee, and Ontario's 13% HST added on the food.
      currency: 'CAD',
      subtotal: '32.97',
      discount: '0.00',
      deliveryFee: '2.99',
      tax: '4.29',
      taxIncluded: false,
      tip: '3.00',
      total: '43.25',
      status: 'confirmed',
      paymentMethod: 'cash',
      paymentStatus: 'cash_due',
      driverId: null,
      estimatedDelivery: '25-35 min',
    });
    expect(order.timeline).toEqual([{ status: 'confirmed', at: expect.any(String) }]);
    expect(Number.isNaN(Date.parse(order.timeline[0]!.at))).toBe(false);
    for (const key of PRIVATE_ORDER_KEYS) expect(order).not.toHaveProperty(key);
    expect(await storedCounts(t.database.handle.db)).toEqual({
      orders: before.orders + 1,
      orderEvents: before.orderEvents + 1,
      idempotencyKeys: before.idempotencyKeys + 1,
    });
  });

  it('places an order without an Idempotency-Key too', async () => {
    const res = await postOrder(t.app, validBody(), { key: null });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
  });

  it('stores the payouts of DESIGN section 4 (10.83 km away, a $25 tip)', async () => {
    // Restaurant 1 sits at 43.64551, -79.41163; this customer is 10.83 km away, inside the 12 km
    // its manager sets for this test.
    const body = orderBody([{ item: margherita, quantity: 2 }], {
      tip: '25.00',
      customerLatitude: '43.70',
      customerLongitude: '-79.30',
    });
    const res = await withRadiusOfRestaurant1(12, () => postOrder(t.app, body));
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json() as { id: number; deliveryDistance: string; etaMinutes: number; total: string };
    expect(placed).toMatchObject({ total: '66.39', deliveryDistance: '10.83', etaMinutes: 22 });

    const stored = await adminOrder(t.app, admin, placed.id);
    expect(stored).toMatchObject({
      subtotal: '33.98',
      deliveryFee: '2.99',
      tax: '4.42',
      tip: '25.00',
      total: '66.39',
      deliveryDistance: '10.83',
      // 5.00 base + 5.83 for the km beyond 5 + the tip less the $5 fee on tips above $20
      driverPay: '30.83',
      // food sales + the tax the restaurant remits + 20% of the delivery fee (0.598 rounded half up)
      restaurantPay: '39.00',
      // what is left, honestly negative on a long trip
      companyPay: '-3.44',
      paymentIntentId: null,
      paymentMethod: 'cash',
      paymentStatus: 'cash_due',
    });
    expect(JSON.parse(String(stored.paymentBreakdown))).toMatchObject({
      driver: { base: '5.00', distance: '5.83', tip: '20.00', total: '30.83' },
      restaurant: { deliveryFeeShare: '0.60', total: '39.00' },
      company: { tipFee: '5.00', total: '-3.44' },
    });
  });

  it('stores the straight-line distance and pays for it: 2.44 km from Nonna Rosa to City Hall', async () => {
    const body = orderBody([{ item: margherita, quantity: 1 }], { tip: '3.00' });
    const res = await postOrder(t.app, body);
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json() as { id: number };
    expect(placed).toMatchObject({ deliveryDistance: '2.44', etaMinutes: 5, total: '25.19' });
    expect(await adminOrder(t.app, admin, placed.id)).toMatchObject({
      deliveryDistance: '2.44',
      driverPay: '8.00',
      restaurantPay: '19.80',
      companyPay: '-2.61',
    });
  });
});

/** Restaurant 1's radius set by its manager for the length of `run`, then put back to 8 km. */
async function withRadiusOfRestaurant1<T>(km: number, run: () => Promise<T>): Promise<T> {
  const cookie = await signInAs(t.app, 'restaurant');
  const patch = (deliveryRadiusKm: number) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/restaurant/profile',
      headers: { cookie },
      payload: { deliveryRadiusKm },
    });
  const set = await patch(km);
  expect(set.statusCode, set.body).toBe(200);
  try {
    return await run();
  } finally {
    expect((await patch(8)).statusCode).toBe(200);
  }
}

describe('POST /api/orders with an Idempotency-Key', () => {
  it('answers a retry with the same key and body with the same order (200, idempotent-replayed)', async () => {
    const key = randomUUID();
    const body = validBody();
    const first = await postOrder(t.app, body, { key });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const before = await storedCounts(t.database.handle.db);

    const retry = await postOrder(t.app, body, { key });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    // The same order; only the tracking token is new (the first answer may never have arrived,
    // and only a hash is stored), and it replaces the first one.
    const { trackingToken: firstToken, ...firstOrder } = first.json();
    const { trackingToken: retryToken, ...retryOrder } = retry.json();
    expect(retryOrder).toEqual(firstOrder);
    expect(retryToken).not.toBe(firstToken);
    expect(await storedCounts(t.database.handle.db)).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/track/${retryToken}` })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/track/${firstToken}` })).statusCode).toBe(
      404,
    );
  });

  it('refuses the same key with another body: 409 idempotency_key_reused, nothing stored', async () => {
    const key = randomUUID();
    const first = await postOrder(t.app, validBody(), { key });
    expect(first.statusCode, first.body).toBe(201);
    await expectRefusedAndNothingStored(
      () => postOrder(t.app, validBody({ customerName: 'Someone Else' }), { key }),
      { status: 409, code: 'idempotency_key_reused' },
    );
  });

  it.each([
    { name: 'longer than 255 characters', key: 'k'.repeat(256) },
    { name: 'with a space', key: 'two words' },
    { name: 'with a non-ASCII character', key: 'clé-123' },
  ])('refuses a key $name: 400 naming the header', async ({ key }) => {
    await expectRefusedAndNothingStored(() => postOrder(t.app, validBody(), { key }), {
      status: 400,
      code: 'invalid_input',
      field: 'Idempotency-Key',
      message: INVALID_IDEMPOTENCY_KEY,
    });
  });

  it('accepts a key of exactly 255 visible characters', async () => {
    const res = await postOrder(t.app, validBody(), { key: 'k'.repeat(255) });
    expect(res.statusCode, res.body).toBe(201);
  });
});
