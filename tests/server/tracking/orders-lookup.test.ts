import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacedOrderResponse } from '#domain/ordering/responses.ts';
import {
  CUSTOMER_PHONE_REQUIRED,
  INVALID_CUSTOMER_PHONE,
  INVALID_PHONE_COUNTRY,
} from '#domain/shared/phone.ts';
import { phoneOrderSchema, type TrackedOrder } from '#domain/tracking/responses.ts';
import { PRIVATE_ORDER_KEYS, postOrder, UNLIMITED_ENV } from '../../support/order-requests';
import { type MenuItemRow, menuOf, orderBody } from '../../support/orders';
import { approvedDriver, signInCast } from '../../support/partners';
import { signInAs } from '../../support/sessions';
import { buildTestApp, type TestApp } from '../../support/test-app';

// GET /api/orders/customer/{phone}?country=: a customer finds their orders by phone number, however
// it is typed on either side, newest first, and sees nothing private. Numbers are read in their
// country (the restaurant's when ordering, the selected one when looking up) and answered in E.164.
// The look-up and order placement are rate limited.

const lookup = (app: TestApp['app'], phone: string, country?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/orders/customer/${encodeURIComponent(phone)}${country === undefined ? '' : `?country=${country}`}`,
  });

async function place(app: TestApp['app'], item: MenuItemRow, overrides: Record<string, unknown>) {
  const res = await postOrder(app, orderBody([{ item, quantity: 2 }], overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

/** What the full view holds and a phone number alone must not reveal (DESIGN section 5). */
const PHONE_HIDDEN_KEYS = [
  'customerName',
  'customerLatitude',
  'customerLongitude',
  'items',
  // The customer's notes (an allergy, the way in) stay with the tracking token's holder.
  'kitchenNote',
  'deliveryInstructions',
  'deliveryCode',
  // The driver's vehicle: the phone view names the driver by first name only.
  'driver',
  'driverPosition',
  // The customer's own rating belongs with the token too.
  'review',
  'rateableUntil',
  'trackingToken',
  'trackingTokenHash',
] as const;

/** The phone view of a placed order: its private keys dropped, the address down to its area. */
function phoneViewOf(order: PlacedOrderResponse): Record<string, unknown> {
  const view: Record<string, unknown> = { ...order };
  for (const key of PHONE_HIDDEN_KEYS) delete view[key];
  // orderBody's address is "100 Queen St W, Toronto": the city stays.
  return { ...view, customerAddress: 'Toronto' };
}

describe('GET /api/orders/customer/{phone}', () => {
  let t: TestApp;
  let menu: MenuItemRow[];
  beforeAll(async () => {
    t = await buildTestApp({ env: UNLIMITED_ENV });
    menu = await menuOf(t.app, 1);
  });
  afterAll(() => t.close());

  it('finds the same orders, newest first, however the phone is typed, and no one else’s', async () => {
    const [first, second] = menu as [MenuItemRow, MenuItemRow];
    const older = await place(t.app, first, { customerPhone: '+1 416-555-0101' });
    const someoneElse = await place(t.app, first, { customerPhone: '+1 416-555-0102' });
    const newer = await place(t.app, second, { customerPhone: '14165550101' });

    const results = [];
    for (const typed of ['+1 416-555-0101', '14165550101', '1 (416) 555.0101', ' +14165550101 ']) {
      const res = await lookup(t.app, typed);
      expect(res.statusCode, res.body).toBe(200);
      results.push(res.json() as Array<{ id: number; customerPhone: string }>);
    }
    const ids = results.map((orders) => orders.map((order) => order.id));
    for (const found of ids) expect(found).toEqual([newer.id, older.id]);
    expect(ids.flat()).not.toContain(someoneElse.id);
    // Both orders answer the one number in E.164, however it was typed when ordering.
    expect(results[0]?.map((order) => order.customerPhone)).toEqual(['+14165550101', '+14165550101']);

    const other = (await lookup(t.app, '+1 416 555 0102')).json() as Array<{ id: number }>;
    expect(other.map((order) => order.id)).toEqual([someoneElse.id]);
  });

  it('returns the phone view: item count, masked address, timeline, restaurant; nothing private', async () => {
    const [item] = menu as [MenuItemRow];
    const phone = '+1 416-555-0111';
    const placed = (await place(t.app, item, { customerPhone: phone, tip: '25.00' })) as PlacedOrderResponse;
    const res = await lookup(t.app, phone);
    expect(res.statusCode).toBe(200);
    const [order] = res.json() as Array<Record<string, unknown>>;
    expect(order).toMatchObject({
      restaurantName: 'Nonna Rosa Pizzeria',
      itemCount: 2,
      customerAddress: 'Toronto',
      status: 'confirmed',
      timeline: [{ status: 'confirmed', at: expect.any(String) }],
    });
    for (const key of [...PRIVATE_ORDER_KEYS, ...PHONE_HIDDEN_KEYS]) {
      expect(order).not.toHaveProperty(key);
      expect(res.body).not.toContain(`"${key}"`);
    }
    expect(res.body).not.toContain(placed.trackingToken);
    expect(res.body).not.toContain('100 Queen St W');
    // The answer is written without the response serializer: it must be the schema's, key for key.
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(phoneOrderSchema.strict().array().safeParse(res.json()).error).toBeUndefined();
  });

  it('shows each order as placing it answered, less what a phone may not see, and follows a status change', async () => {
    const [item] = menu as [MenuItemRow];
    const phone = '+1 416-555-0112';
    const first = (
      await postOrder(t.app, orderBody([{ item, quantity: 3 }], { customerPhone: phone }))
    ).json() as PlacedOrderResponse;
    const placed = await postOrder(
      t.app,
      orderBody([{ item, quantity: 2 }], {
        customerPhone: phone,
        tip: '3.50',
        customerLatitude: '43.6532',
        customerLongitude: '-79.3832',
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const second = placed.json() as PlacedOrderResponse;
    expect((await lookup(t.app, phone)).json()).toEqual([phoneViewOf(second), phoneViewOf(first)]);

    const restaurant = await signInAs(t.app, 'restaurant');
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${first.id}/accept`,
      headers: { cookie: restaurant },
      payload: { prepMinutes: 15 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const tracked = (
      await t.app.inject({ method: 'GET', url: `/api/orders/track/${first.trackingToken}` })
    ).json() as TrackedOrder;
    expect(tracked).toMatchObject({
      status: 'preparing',
      timeline: [{ status: 'confirmed' }, { status: 'preparing' }],
      deliveryCode: first.deliveryCode,
    });
    const [, afterMove] = (await lookup(t.app, phone)).json() as Array<Record<string, unknown>>;
    expect(afterMove).toEqual(phoneViewOf({ ...tracked, trackingToken: first.trackingToken }));
  });

  describe('timeline', () => {
    let cast: Awaited<ReturnType<typeof signInCast>>;
    let driverCookie: string;
    beforeAll(async () => {
      cast = await signInCast(t.app);
      driverCookie = (await approvedDriver(t.app, cast.admin)).cookie;
      const online = await t.app.inject({
        method: 'PATCH',
        url: '/api/driver/status',
        headers: { cookie: driverCookie },
        payload: { isOnline: true },
      });
      expect(online.statusCode, online.body).toBe(200);
    });

    const act = async (id: number, action: string, cookie: string, payload?: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${id}/${action}`,
        headers: { cookie },
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    };

    /** The phone view's timeline of the order, and the tracking view's (read from the order's events). */
    async function bothTimelines(placed: PlacedOrderResponse, phone: string) {
      const tracked = (
        await t.app.inject({ method: 'GET', url: `/api/orders/track/${placed.trackingToken}` })
      ).json() as TrackedOrder;
      const found = ((await lookup(t.app, phone)).json() as Array<{ id: number; timeline: unknown }>).find(
        (order) => order.id === placed.id,
      );
      return { phone: found?.timeline, tracked: tracked.timeline };
    }

    it('shows each status first reached along the whole path, as the tracking view does; a repeated status keeps its first time', async () => {
      const [item] = menu as [MenuItemRow];
      const phone = '+1 416-555-0113';
      const placed = (await place(t.app, item, { customerPhone: phone })) as PlacedOrderResponse;
      await act(placed.id, 'accept', cast.restaurant, { prepMinutes: 15 });
      // A delay and a driver's claim write "preparing" events again: the first time stays.
      await act(placed.id, 'delay', cast.restaurant, { minutes: 10 });
      await act(placed.id, 'claim', driverCookie);
      await act(placed.id, 'ready', cast.restaurant);
      await act(placed.id, 'pickup', driverCookie);
      await act(placed.id, 'depart', driverCookie);
      const { deliveryCode } = (
        await t.app.inject({ method: 'GET', url: `/api/orders/track/${placed.trackingToken}` })
      ).json() as TrackedOrder;
      await act(placed.id, 'deliver', driverCookie, { code: deliveryCode });

      const timelines = await bothTimelines(placed, phone);
      expect(timelines.tracked.map((step) => step.status)).toEqual([
        'confirmed',
        'preparing',
        'ready',
        'picked-up',
        'on-the-way',
        'delivered',
      ]);
      expect(timelines.tracked[0]).toEqual(placed.timeline[0]);
      expect(timelines.phone).toEqual(timelines.tracked);
    });

    it('shows a rejected order as confirmed then cancelled, as the tracking view does', async () => {
      const [item] = menu as [MenuItemRow];
      const phone = '+1 416-555-0114';
      const placed = (await place(t.app, item, { customerPhone: phone })) as PlacedOrderResponse;
      await act(placed.id, 'reject', cast.restaurant, { reason: 'Too busy right now' });

      const timelines = await bothTimelines(placed, phone);
      expect(timelines.tracked.map((step) => step.status)).toEqual(['confirmed', 'cancelled']);
      expect(timelines.phone).toEqual(timelines.tracked);
    });
  });

  describe('phone numbers as numbers (decision 0028)', () => {
    /** An approved demo restaurant of `country`, and its first dish. */
    async function restaurantIn(country: string) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/restaurants?country=${encodeURIComponent(country)}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const [restaurant] = res.json() as Array<{
        id: number;
        latitude: string;
        longitude: string;
        minOrder: string;
      }>;
      if (!restaurant) throw new Error(`no demo restaurant in ${country}`);
      const [item] = await menuOf(t.app, restaurant.id);
      if (!item) throw new Error(`no dish at restaurant ${restaurant.id}`);
      // Enough of the dish to pass the restaurant's minimum order.
      const quantity = Math.max(1, Math.ceil(Number(restaurant.minOrder) / Number(item.price)) + 1);
      return { restaurant, item, quantity };
    }

    /** Orders placed with each spelling in `country`'s restaurant: their ids, and the answers. */
    async function placeEach(country: string, spellings: string[]) {
      const { restaurant, item, quantity } = await restaurantIn(country);
      const placed: PlacedOrderResponse[] = [];
      for (const customerPhone of spellings) {
        const res = await postOrder(
          t.app,
          orderBody([{ item, quantity }], {
            customerPhone,
            // At the restaurant's door: inside any delivery area.
            customerLatitude: restaurant.latitude,
            customerLongitude: restaurant.longitude,
          }),
        );
        expect(res.statusCode, `${customerPhone}: ${res.body}`).toBe(201);
        placed.push(res.json() as PlacedOrderResponse);
      }
      return placed;
    }

    async function foundIds(phone: string, country?: string) {
      const res = await lookup(t.app, phone, country);
      expect(res.statusCode, `${phone} in ${country}: ${res.body}`).toBe(200);
      const orders = res.json() as Array<{ id: number; customerPhone: string }>;
      return {
        ids: orders.map((order) => order.id).sort((a, b) => a - b),
        phones: orders.map((o) => o.customerPhone),
      };
    }

    it('in Canada, +1 416 555 0177, 4165550177, (416) 555-0177 and 416.555.0177 all find each other', async () => {
      const spellings = ['+1 416 555 0177', '4165550177', '(416) 555-0177', '416.555.0177'];
      const placed = await placeEach('Canada', spellings);
      // Placing answers the number in E.164, whatever the spelling.
      expect(placed.map((order) => order.customerPhone)).toEqual(spellings.map(() => '+14165550177'));
      const all = placed.map((order) => order.id).sort((a, b) => a - b);
      for (const typed of spellings) {
        for (const country of [undefined, 'CA', 'ca']) {
          const found = await foundIds(typed, country);
          expect(found.ids, `${typed} in ${country ?? 'the default country'}`).toEqual(all);
          expect(new Set(found.phones)).toEqual(new Set(['+14165550177']));
        }
      }
      // The E.164 form itself finds them from any country.
      expect((await foundIds('+14165550177', 'JP')).ids).toEqual(all);
    });

    it('in the United Kingdom, +44 20 7946 0958 and 020 7946 0958 find each other', async () => {
      const placed = await placeEach('United Kingdom', ['+44 20 7946 0958', '020 7946 0958']);
      expect(placed.map((order) => order.customerPhone)).toEqual(['+442079460958', '+442079460958']);
      const all = placed.map((order) => order.id).sort((a, b) => a - b);
      expect((await foundIds('020 7946 0958', 'GB')).ids).toEqual(all);
      expect((await foundIds('+44 20 7946 0958', 'GB')).ids).toEqual(all);
      expect((await foundIds('+44 20 7946 0958')).ids).toEqual(all);
      expect((await foundIds('+44 20 7946 0958', 'CA')).ids).toEqual(all);
      // Read in Canada (the default), the national spelling is not a number at all.
      const canadian = await lookup(t.app, '020 7946 0958');
      expect(canadian.statusCode).toBe(400);
      expect(canadian.json()).toMatchObject({ fields: { phone: INVALID_CUSTOMER_PHONE } });
    });

    it('in Japan, +81 3-1234-5678 and 03-1234-5678 find each other', async () => {
      const placed = await placeEach('Japan', ['+81 3-1234-5678', '03-1234-5678']);
      expect(placed.map((order) => order.customerPhone)).toEqual(['+81312345678', '+81312345678']);
      const all = placed.map((order) => order.id).sort((a, b) => a - b);
      expect((await foundIds('03-1234-5678', 'JP')).ids).toEqual(all);
      expect((await foundIds('+81 3-1234-5678', 'JP')).ids).toEqual(all);
      expect((await foundIds('+81 3 1234 5678')).ids).toEqual(all);
    });

    it('refuses 12 when placing an order: 400 on customerPhone, "Enter a valid phone number"', async () => {
      const [item] = menu as [MenuItemRow];
      const res = await postOrder(t.app, orderBody([{ item, quantity: 2 }], { customerPhone: '12' }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        message: `customerPhone: ${INVALID_CUSTOMER_PHONE}`,
        code: 'invalid_input',
        fields: { customerPhone: INVALID_CUSTOMER_PHONE },
      });
    });
  });

  it('answers an empty list for a phone with no orders', async () => {
    const res = await lookup(t.app, '+44 20 7946 0000');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it.each([
    { name: 'letters', phone: 'not-a-phone', message: INVALID_CUSTOMER_PHONE },
    { name: 'too few digits', phone: '12345', message: INVALID_CUSTOMER_PHONE },
    { name: 'two digits', phone: '12', message: INVALID_CUSTOMER_PHONE },
    { name: 'a plus in the middle', phone: '416+5550101', message: INVALID_CUSTOMER_PHONE },
    { name: 'words around the number', phone: 'call 416 555 0101', message: INVALID_CUSTOMER_PHONE },
    { name: 'a London number read in Canada', phone: '020 7946 0958', message: INVALID_CUSTOMER_PHONE },
    { name: 'more than 30 characters', phone: '1'.repeat(31), message: 'Must be at most 30 characters' },
    { name: 'only spaces', phone: '   ', message: CUSTOMER_PHONE_REQUIRED },
  ])('refuses $name with 400 naming the phone', async ({ phone, message }) => {
    const res = await lookup(t.app, phone);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as { code: string; fields: Record<string, string> };
    expect(body.code).toBe('invalid_input');
    expect(body.fields).toEqual({ phone: message });
  });

  it.each(['Canada', 'XX', 'C'])('refuses the country %j with 400 naming the country', async (country) => {
    const res = await lookup(t.app, '4165550101', country);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', fields: { country: INVALID_PHONE_COUNTRY } });
  });
});

describe('rate limits (5 per minute per address)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ORDER_RATE_LIMIT: '5', PHONE_LOOKUP_RATE_LIMIT: '5' } });
  });
  afterAll(() => t.close());

  it('answers the 6th phone look-up with 429 and Retry-After, while another address still gets through', async () => {
    for (let i = 0; i < 5; i++) expect((await lookup(t.app, '+1 416-555-0101')).statusCode).toBe(200);
    const limited = await lookup(t.app, '+1 416-555-0101');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/orders/customer/14165550101',
      remoteAddress: '10.99.0.1',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('answers the 6th order from one address with 429 and Retry-After, storing nothing', async () => {
    const [item] = (await menuOf(t.app, 1)) as [MenuItemRow];
    const phone = '+1 416-555-0155';
    for (let i = 0; i < 5; i++) {
      const res = await postOrder(t.app, orderBody([{ item, quantity: 2 }], { customerPhone: phone }));
      expect(res.statusCode, res.body).toBe(201);
    }
    const limited = await postOrder(t.app, orderBody([{ item, quantity: 2 }], { customerPhone: phone }));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const found = await t.app.inject({
      method: 'GET',
      url: `/api/orders/customer/${encodeURIComponent(phone)}`,
      remoteAddress: '10.99.0.2',
    });
    expect((found.json() as unknown[]).length).toBe(5);
  });
});
