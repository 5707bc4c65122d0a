import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Promotion } from '#domain/promotions/responses.ts';
import { PROMO_CODE_INVALID_MESSAGE } from '#domain/promotions/rules.ts';
import { adminOrder, postOrder, UNLIMITED_ENV } from '../../support/order-requests';
import { type MenuItemRow, menuOf, quotedOrderBody, uniquePhone } from '../../support/orders';
import { approvedRestaurant } from '../../support/partners';
import { signInAs } from '../../support/sessions';
import { buildTestApp, type TestApp } from '../../support/test-app';

// Real promotions (DESIGN deviation 17): a restaurant's own, applied by the server to the orders
// that qualify, funded by the restaurant, and shown on the order. Each test works on a restaurant
// of its own (registered, approved, one 20.00 dish), so one test's promotions never touch another.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp({ env: UNLIMITED_ENV });
  admin = await signInAs(t.app, 'admin');
});
afterAll(() => t.close());

interface Kitchen {
  id: number;
  cookie: string;
  dish: MenuItemRow;
}

async function kitchen(): Promise<Kitchen> {
  const { id, cookie } = await approvedRestaurant(t.app, admin);
  const added = await t.app.inject({
    method: 'POST',
    url: `/api/restaurants/${id}/menu`,
    headers: { cookie },
    payload: { name: 'Tasting Plate', price: '20.00', category: 'Main Course' },
  });
  expect(added.statusCode, added.body).toBe(201);
  const [dish] = await menuOf(t.app, id);
  return { id, cookie, dish: dish! };
}

const promote = async (place: Kitchen, body: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/restaurant/promotions',
    headers: { cookie: place.cookie },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Promotion;
};

/** Quotes then places `quantity` dishes for `phone` (a fresh one by default); answers both. */
async function order(
  place: Kitchen,
  options: { quantity?: number; phone?: string; promoCode?: string } = {},
) {
  const { body, quote, status } = await quotedOrderBody(
    t.app,
    [{ item: place.dish, quantity: options.quantity ?? 1 }],
    {
      customerPhone: options.phone ?? uniquePhone(),
      ...(options.promoCode ? { promoCode: options.promoCode } : {}),
    },
  );
  return { quote, quoteStatus: status, placed: await postOrder(t.app, body) };
}

describe('the restaurant manages its promotions', () => {
  it('creates, lists, changes and deletes its own; another restaurant gets 404; customers cannot', async () => {
    const mine = await kitchen();
    const other = await kitchen();
    const created = await promote(mine, { title: '10% off', kind: 'percent', value: '10' });
    expect(created).toMatchObject({
      title: '10% off',
      kind: 'percent',
      value: '10',
      minSubtotal: '0.00',
      firstOrderOnly: false,
      code: null,
      isActive: true,
      currency: 'CAD',
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/restaurant/promotions',
      headers: { cookie: mine.cookie },
    });
    expect((list.json() as Promotion[]).map((entry) => entry.id)).toEqual([created.id]);

    const url = `/api/restaurant/promotions/${created.id}`;
    const foreign = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: other.cookie },
      payload: { value: '50' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: { cookie: other.cookie } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url, payload: { value: '50' } })).statusCode).toBe(401);

    const changed = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: mine.cookie },
      payload: { value: '15', code: 'save15' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ value: '15', code: 'SAVE15' });
    expect((await t.app.inject({ method: 'DELETE', url, headers: { cookie: mine.cookie } })).statusCode).toBe(
      204,
    );
    expect((await t.app.inject({ method: 'DELETE', url, headers: { cookie: mine.cookie } })).statusCode).toBe(
      404,
    );
  });

  it.each([
    {
      name: 'a percent above 100',
      body: { title: 'Too much', kind: 'percent', value: '120' },
      field: 'value',
    },
    { name: 'a zero value', body: { title: 'Nothing', kind: 'amount', value: '0' }, field: 'value' },
    { name: 'three decimals', body: { title: 'Odd', kind: 'amount', value: '1.999' }, field: 'value' },
    {
      name: 'an end before the start',
      body: {
        title: 'Backwards',
        kind: 'percent',
        value: '5',
        startsAt: '2030-01-02T00:00:00Z',
        endsAt: '2030-01-01T00:00:00Z',
      },
      field: 'endsAt',
    },
    {
      name: 'a code with spaces',
      body: { title: 'Coded', kind: 'percent', value: '5', code: 'two words' },
      field: 'code',
    },
    { name: 'no title', body: { kind: 'percent', value: '5' }, field: 'title' },
  ])('refuses $name: 400 naming $field', async ({ body, field }) => {
    const place = await kitchen();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/restaurant/promotions',
      headers: { cookie: place.cookie },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual([field]);
  });

  it('refuses a code another of its promotions uses, whatever the case', async () => {
    const place = await kitchen();
    await promote(place, { title: 'A', kind: 'percent', value: '5', code: 'HELLO' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/restaurant/promotions',
      headers: { cookie: place.cookie },
      payload: { title: 'B', kind: 'percent', value: '6', code: 'hello' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ code: 'Another of your promotions already uses this code' });
  });
});

describe('orders get the promotion they qualify for', () => {
  it('applies an automatic promotion, off the food and off the restaurant share, and shows it as the badge', async () => {
    const place = await kitchen();
    await promote(place, { title: '10% off everything', kind: 'percent', value: '10' });
    const { quote, placed } = await order(place, { quantity: 2 });
    expect(quote).toMatchObject({
      currency: 'CAD',
      subtotal: '40.00',
      discount: '4.00',
      deliveryFee: '2.99',
      total: '38.99',
      promotion: { title: '10% off everything', discount: '4.00' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const stored = await adminOrder(t.app, admin, (placed.json() as { id: number }).id);
    // The food less the discount plus 20% of the fee (0.60): the restaurant funds the promotion.
    expect(stored).toMatchObject({ subtotal: '40.00', total: '38.99' });
    expect(Number(stored.restaurantPay)).toBe(36.6);
    const restaurant = await t.app.inject({ method: 'GET', url: `/api/restaurants/${place.id}` });
    expect(restaurant.json()).toMatchObject({ offer: '10% off everything' });
  });

  it('gives a first-order promotion to the first order of a phone only', async () => {
    const place = await kitchen();
    await promote(place, {
      title: '20% off your first order',
      kind: 'percent',
      value: '20',
      firstOrderOnly: true,
    });
    const phone = uniquePhone();
    const first = await order(place, { phone });
    expect(first.quote.discount).toBe('4.00');
    expect(first.placed.statusCode, first.placed.body).toBe(201);
    const second = await order(place, { phone });
    expect(second.quote).toMatchObject({ discount: '0.00', promotion: null });
    expect(second.placed.statusCode).toBe(201);
    // A new phone still gets it.
    expect((await order(place)).quote.discount).toBe('4.00');
  });

  it('applies a code-only promotion with its code alone (any case), and refuses a bad code with 409', async () => {
    const place = await kitchen();
    await promote(place, { title: 'Friends', kind: 'amount', value: '5.00', code: 'FRIENDS' });
    expect((await order(place)).quote.discount).toBe('0.00');
    const coded = await order(place, { promoCode: 'friends' });
    expect(coded.quote).toMatchObject({ discount: '5.00', promotion: { title: 'Friends' } });
    expect(coded.placed.statusCode, coded.placed.body).toBe(201);
    expect(coded.placed.json()).toMatchObject({ discount: '5.00' });

    const bad = await order(place, { promoCode: 'NOPE' });
    expect(bad.quoteStatus).toBe(409);
    expect(bad.quote).toMatchObject({ code: 'promo_code_invalid', message: PROMO_CODE_INVALID_MESSAGE });
    expect(bad.placed.statusCode).toBe(409);
    expect(bad.placed.json()).toMatchObject({
      code: 'promo_code_invalid',
      fields: { promoCode: PROMO_CODE_INVALID_MESSAGE },
    });
  });

  it('respects the minimum subtotal and the dates, and picks the best of several', async () => {
    const place = await kitchen();
    await promote(place, { title: '3.00 off over 50', kind: 'amount', value: '3.00', minSubtotal: '50.00' });
    await promote(place, {
      title: 'Next year',
      kind: 'percent',
      value: '50',
      startsAt: new Date(Date.now() + 365 * 86_400_000).toISOString(),
    });
    await promote(place, {
      title: 'Last year',
      kind: 'percent',
      value: '50',
      endsAt: new Date(Date.now() - 86_400_000).toISOString(),
    });
    await promote(place, { title: '5% off', kind: 'percent', value: '5' });
    // 40.00: 5% (2.00) only; the 3.00 needs 50.00.
    expect((await order(place, { quantity: 2 })).quote).toMatchObject({
      discount: '2.00',
      promotion: { title: '5% off' },
    });
    // 60.00: 3.00 beats 5% (3.00 ties: the older wins).
    expect((await order(place, { quantity: 3 })).quote).toMatchObject({
      discount: '3.00',
      promotion: { title: '3.00 off over 50' },
    });
    // 100.00: 5% (5.00) beats 3.00.
    expect((await order(place, { quantity: 5 })).quote).toMatchObject({
      discount: '5.00',
      promotion: { title: '5% off' },
    });
  });

  it('gives at most one first-order discount to 20 parallel first orders from one phone', async () => {
    const place = await kitchen();
    await promote(place, { title: 'Welcome', kind: 'percent', value: '20', firstOrderOnly: true });
    const phone = uniquePhone();
    const { body } = await quotedOrderBody(t.app, [{ item: place.dish, quantity: 1 }], {
      customerPhone: phone,
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postOrder(t.app, body, { key: null })),
    );
    const placed = answers.filter((res) => res.statusCode === 201);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    for (const res of answers) expect([201, 409]).toContain(res.statusCode);
    const discounted = placed.filter((res) => (res.json() as { discount: string }).discount !== '0.00');
    expect(discounted).toHaveLength(1);
  });
});
