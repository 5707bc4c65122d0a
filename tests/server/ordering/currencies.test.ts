import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Restaurant } from '#domain/catalogue/responses.ts';
import { includedTaxOf } from '#domain/shared/currency.ts';
import { toCents } from '#domain/shared/money.ts';
import { DEMO_ACCOUNTS } from '#server/demo-seed/seed.ts';
import { postOrder } from '../../support/order-requests';
import { menuOf, orderBody } from '../../support/orders';
import { signInAs } from '../../support/sessions';
import { buildTestApp, type TestApp } from '../../support/test-app';

// Money in the restaurant's currency (DESIGN deviation 16): a Tokyo restaurant is priced, charged
// and taxed in whole yen, and refuses fractions of a yen wherever an amount comes in.

let t: TestApp;
let kazeya: Restaurant;

beforeAll(async () => {
  t = await buildTestApp();
  const list = (
    await t.app.inject({ method: 'GET', url: '/api/restaurants?country=Japan' })
  ).json() as Restaurant[];
  const found = list.find((restaurant) => restaurant.name === 'Kazeya Ramen');
  if (!found) throw new Error('Kazeya Ramen is not in the demo');
  kazeya = found;
});
afterAll(() => t.close());

const WHOLE = /^\d+$/;

describe('a restaurant in Japan', () => {
  it('is listed in yen, its fee, minimum and menu in whole yen, VAT included', async () => {
    expect(kazeya).toMatchObject({
      currency: 'JPY',
      deliveryFee: '300',
      minOrder: '1000',
      taxRate: '10',
      pricesIncludeTax: true,
    });
    const menu = await menuOf(t.app, kazeya.id);
    expect(menu.find((dish) => dish.name === 'Tonkotsu Ramen')).toMatchObject({
      price: '980',
      currency: 'JPY',
    });
    for (const dish of menu) expect(dish.price).toMatch(WHOLE);
  });

  it('charges an order in whole yen: its own fee, the tax inside the prices', async () => {
    const menu = await menuOf(t.app, kazeya.id);
    const ramen = menu.find((dish) => dish.name === 'Tonkotsu Ramen');
    if (!ramen) throw new Error('no ramen');
    const body = orderBody([{ item: ramen, quantity: 2 }], {
      customerLatitude: kazeya.latitude ?? '',
      customerLongitude: kazeya.longitude ?? '',
      customerPhone: '+81 90-1111-2222',
    });
    const res = await postOrder(t.app, body);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as Record<string, unknown>;
    // 1,960 yen of ramen + the 300 yen fee; the 10% VAT inside the prices is 1,960 x 10/110 = 178.
    expect(order).toMatchObject({
      currency: 'JPY',
      subtotal: '1960',
      discount: '0',
      deliveryFee: '300',
      tax: '178',
      taxIncluded: true,
      tip: '0',
      total: '2260',
      items: [{ name: 'Tonkotsu Ramen', quantity: 2, price: '980' }],
    });
    expect(includedTaxOf(toCents('1960'), '10', 'JPY')).toBe(toCents('178'));
  });

  it('refuses fractions of a yen and more decimals than any currency has: 400 naming the field', async () => {
    const cookie = await signInAs(t.app, 'restaurant', {
      email: 'ramen@demo.quickbite.app',
      password: DEMO_ACCOUNTS.pendingPartnerPassword,
    });
    const add = (price: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/restaurants/${kazeya.id}/menu`,
        headers: { cookie },
        payload: { name: 'Chashu Don', price, category: 'Main Course' },
      });
    const half = await add('980.5');
    expect(half.statusCode).toBe(400);
    expect(half.json().fields).toEqual({ price: 'Price must be a whole amount in JPY' });
    const thousandths = await add('12.345');
    expect(thousandths.statusCode).toBe(400);
    expect(Object.keys(thousandths.json().fields)).toEqual(['price']);
    const [dish] = await menuOf(t.app, kazeya.id);
    const near = { customerLatitude: kazeya.latitude ?? '', customerLongitude: kazeya.longitude ?? '' };
    const tip = await postOrder(t.app, {
      ...orderBody([{ item: dish!, quantity: 3 }], near),
      tip: '100.50',
    });
    expect(tip.statusCode).toBe(400);
    expect(tip.json().fields).toEqual({ tip: 'Tip must be a whole amount in JPY' });
    const whole = await add('1180');
    expect(whole.statusCode, whole.body).toBe(201);
    expect(whole.json()).toMatchObject({ price: '1180', currency: 'JPY' });
  });
});
