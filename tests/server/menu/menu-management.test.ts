import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '#domain/catalogue/responses.ts';
import type { PlacedOrderResponse } from '#domain/ordering/responses.ts';
import { includedTaxOf, percentOfMoney } from '#domain/shared/currency.ts';
import { centsToDecimal, toCents } from '#domain/shared/money.ts';
import type { TrackedOrder } from '#domain/tracking/responses.ts';
import { connectLive } from '../../support/live-client';
import { postOrder, UNLIMITED_ENV } from '../../support/order-requests';
import {
  linesMeetingMinimum,
  menuOf,
  orderBody,
  type RestaurantPricing,
  restaurantPricing,
} from '../../support/orders';
import { signInCast } from '../../support/partners';
import { buildTestApp, type TestApp } from '../../support/test-app';

// Menu management (SPEC sections 5 and 7) and the restaurant's own settings: the signed-in
// restaurant changes only its own, an admin any; customers see each change at once.

let t: TestApp;
let admin: string;
let restaurant: string;
let driver: string;
let other: { id: number; cookie: string };

beforeAll(async () => {
  t = await buildTestApp({ env: UNLIMITED_ENV });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  ({ admin, restaurant, driver, other } = await signInCast(t.app));
});
afterAll(() => t.close());

const dish = { name: 'Burrata', description: 'With basil oil', price: '11.50', category: 'Appetizers' };

const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, cookie?: string) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function addDish(
  cookie = restaurant,
  restaurantId = 1,
  body: object = dish,
): Promise<MenuItem & { pricing: RestaurantPricing }> {
  const res = await send('POST', `/api/restaurants/${restaurantId}/menu`, body, cookie);
  expect(res.statusCode, res.body).toBe(201);
  return { ...(res.json() as MenuItem), pricing: await restaurantPricing(t.app, restaurantId) };
}

describe('POST /api/restaurants/{id}/menu', () => {
  it('adds the dish to the restaurant named by the path, never the body, and customers see it at once', async () => {
    const before = await menuOf(t.app, 1); // warms the catalogue cache
    const item = await addDish(restaurant, 1, { ...dish, restaurantId: other.id });
    expect(item).toMatchObject({ ...dish, restaurantId: 1, isAvailable: true, imageUrl: null });
    const after = await menuOf(t.app, 1);
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((entry) => entry.id === item.id)).toMatchObject({ name: 'Burrata' });
  });

  it('answers 401 anonymous, 403 a driver, 404 another restaurant; an admin may add to any menu', async () => {
    expect((await send('POST', '/api/restaurants/1/menu', dish)).statusCode).toBe(401);
    expect((await send('POST', '/api/restaurants/1/menu', dish, driver)).statusCode).toBe(403);
    const foreign = await send('POST', '/api/restaurants/1/menu', dish, other.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Restaurant not found');
    expect((await addDish(admin, other.id)).restaurantId).toBe(other.id);
    expect((await send('POST', '/api/restaurants/999999/menu', dish, admin)).statusCode).toBe(404);
  });

  it.each([
    [{ ...dish, name: '' }, 'name', 'Name is required'],
    [{ ...dish, price: '' }, 'price', 'Price is required'],
    [{ ...dish, category: ' ' }, 'category', 'Category is required'],
    [{ ...dish, imageUrl: 'not a url' }, 'imageUrl', 'Must be a valid URL'],
    [{ ...dish, price: '1.999' }, 'price', 'Price must be a number with at most 2 decimal places'],
    [{ ...dish, price: '1e9' }, 'price', 'Price must be a number with at most 2 decimal places'],
  ])('refuses %j with 400 naming %s', async (body, field, message) => {
    const res = await send('POST', '/api/restaurants/1/menu', body, restaurant);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ [field]: message });
  });
});

describe('PATCH and DELETE /api/menu-items/{id}', () => {
  it('changes any subset, or only availability; another restaurant gets 404 and nothing changes', async () => {
    const item = await addDish();
    const edited = await send(
      'PATCH',
      `/api/menu-items/${item.id}`,
      { price: '12.25', name: 'Burrata & figs' },
      restaurant,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id: item.id,
      price: '12.25',
      name: 'Burrata & figs',
      category: 'Appetizers',
    });

    const toggled = await send('PATCH', `/api/menu-items/${item.id}`, { isAvailable: false }, restaurant);
    expect(toggled.json()).toMatchObject({ isAvailable: false, price: '12.25' });
    expect((await menuOf(t.app, 1)).find((entry) => entry.id === item.id)?.isAvailable).toBe(false);

    const foreign = await send('PATCH', `/api/menu-items/${item.id}`, { price: '0.50' }, other.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Menu item not found');
    expect((await send('PATCH', `/api/menu-items/${item.id}`, { price: '0.50' })).statusCode).toBe(401);
    expect((await send('PATCH', `/api/menu-items/${item.id}`, { price: '0.50' }, driver)).statusCode).toBe(
      403,
    );
    const empty = await send('PATCH', `/api/menu-items/${item.id}`, {}, restaurant);
    expect(empty.statusCode).toBe(400);
    expect((await menuOf(t.app, 1)).find((entry) => entry.id === item.id)?.price).toBe('12.25');
  });

  it('an unavailable dish cannot be ordered (409 naming it)', async () => {
    const item = await addDish(restaurant, 1, {
      ...dish,
      name: 'Tiramisu',
      price: '20.00',
      category: 'Desserts',
    });
    await send('PATCH', `/api/menu-items/${item.id}`, { isAvailable: false }, restaurant);
    const res = await postOrder(t.app, orderBody([{ item: { ...item }, quantity: 1 }]));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'item_unavailable',
      message: 'Tiramisu is not available right now',
    });
  });

  it('prices the next cash order at a new price the moment the change is saved', async () => {
    const item = await addDish(restaurant, 1, {
      ...dish,
      name: 'Panna Cotta',
      price: '20.00',
      category: 'Desserts',
    });
    const first = await postOrder(t.app, orderBody([{ item, quantity: 1 }]));
    expect(first.statusCode, first.body).toBe(201);
    const patched = await send('PATCH', `/api/menu-items/${item.id}`, { price: '22.00' }, restaurant);
    expect(patched.statusCode, patched.body).toBe(200);

    const stale = await postOrder(t.app, orderBody([{ item, quantity: 1 }]));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'amounts_changed',
      fields: { items: 'Panna Cotta now costs $22.00' },
    });
    const fresh = await postOrder(t.app, orderBody([{ item: { ...item, price: '22.00' }, quantity: 1 }]));
    expect(fresh.statusCode, fresh.body).toBe(201);
    expect((fresh.json() as PlacedOrderResponse).items).toMatchObject([
      { name: 'Panna Cotta', price: '22.00' },
    ]);
  });

  it('deletes with 204; orders already placed keep their lines', async () => {
    const item = await addDish(restaurant, 1, {
      ...dish,
      name: 'Focaccia',
      price: '16.00',
      category: 'Appetizers',
    });
    const placed = await postOrder(t.app, orderBody([{ item, quantity: 1 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as PlacedOrderResponse;

    expect((await send('DELETE', `/api/menu-items/${item.id}`, undefined, other.cookie)).statusCode).toBe(
      404,
    );
    const deleted = await send('DELETE', `/api/menu-items/${item.id}`, undefined, restaurant);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await menuOf(t.app, 1)).some((entry) => entry.id === item.id)).toBe(false);
    expect((await send('DELETE', `/api/menu-items/${item.id}`, undefined, restaurant)).statusCode).toBe(404);

    const tracked = await t.app.inject({ method: 'GET', url: `/api/orders/track/${order.trackingToken}` });
    expect((tracked.json() as TrackedOrder).items).toEqual([
      { name: 'Focaccia', quantity: 1, price: '16.00', lineTotal: '16.00', menuItemId: item.id, options: [] },
    ]);
  });

  it('tells an open restaurant page live, and no other restaurant’s page', async () => {
    const page = await connectLive(t.app);
    page.hello('customer', { restaurantId: 1 });
    const elsewhere = await connectLive(t.app);
    elsewhere.hello('customer', { restaurantId: other.id });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await addDish();
    const message = await page.waitFor('catalogue_updated');
    expect(message).toEqual({ type: 'catalogue_updated', data: { restaurantId: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(elsewhere.messages.some((m) => m.type === 'catalogue_updated')).toBe(false);
    page.socket.close();
    elsewhere.socket.close();
  });
});

describe('PATCH /api/restaurant/profile and the ordering rules it drives', () => {
  it('a closed restaurant is shown closed and takes no orders; reopening takes them again', async () => {
    const lines = await linesMeetingMinimum(t.app, 1);
    const closed = await send('PATCH', '/api/restaurant/profile', { isOpen: false }, restaurant);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ type: 'restaurant', id: 1, isOpen: false });
    const shown = await t.app.inject({ method: 'GET', url: '/api/restaurants/1' });
    expect(shown.json().isOpen).toBe(false);
    const name = shown.json().name as string;

    const refused = await postOrder(t.app, orderBody(lines));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'restaurant_closed',
      message: `${name} is closed right now`,
    });

    await send('PATCH', '/api/restaurant/profile', { isOpen: true }, restaurant);
    expect((await postOrder(t.app, orderBody(lines))).statusCode).toBe(201);
  });

  it('enforces the minimum order on the food subtotal', async () => {
    await send('PATCH', '/api/restaurant/profile', { minOrder: '30.00' }, restaurant);
    const [line] = await linesMeetingMinimum(t.app, 1);
    if (!line) throw new Error('no line');
    const price = Number(line.item.price);
    const short = Math.max(1, Math.ceil(30 / price) - 1);
    const refused = await postOrder(t.app, orderBody([{ item: line.item, quantity: short }]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'below_minimum_order',
      fields: { items: expect.stringContaining('$30.00') },
    });
    expect(
      (await postOrder(t.app, orderBody([{ item: line.item, quantity: Math.ceil(30 / price) }]))).statusCode,
    ).toBe(201);
    await send('PATCH', '/api/restaurant/profile', { minOrder: '15.00' }, restaurant);
  });

  it('sets the tax the restaurant charges: shown in its profile, charged on the next order', async () => {
    const set = await send(
      'PATCH',
      '/api/restaurant/profile',
      { taxRate: '14.975', pricesIncludeTax: false },
      restaurant,
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ currency: 'CAD', taxRate: '14.975', pricesIncludeTax: false });
    const [line] = await linesMeetingMinimum(t.app, 1);
    if (!line) throw new Error('no line');
    // orderBody reads the restaurant's tax afresh, as a checkout would.
    const fresh = { ...line, item: { ...line.item, pricing: await restaurantPricing(t.app, 1) } };
    const placed = await postOrder(t.app, orderBody([fresh]));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as { subtotal: string; tax: string; taxIncluded: boolean };
    expect(order.taxIncluded).toBe(false);
    expect(order.tax).toBe(centsToDecimal(percentOfMoney(toCents(order.subtotal), '14.975', 'CAD')));

    const included = await send(
      'PATCH',
      '/api/restaurant/profile',
      { taxRate: '13', pricesIncludeTax: true },
      restaurant,
    );
    expect(included.json()).toMatchObject({ taxRate: '13', pricesIncludeTax: true });
    const fresher = { ...line, item: { ...line.item, pricing: await restaurantPricing(t.app, 1) } };
    const inside = await postOrder(t.app, orderBody([fresher]));
    expect(inside.statusCode, inside.body).toBe(201);
    const body = inside.json() as {
      subtotal: string;
      deliveryFee: string;
      total: string;
      tax: string;
      taxIncluded: boolean;
    };
    // Included: extracted from the prices (13/113 of them), not added to the total.
    expect(body.taxIncluded).toBe(true);
    expect(body.tax).toBe(centsToDecimal(includedTaxOf(toCents(body.subtotal), '13', 'CAD')));
    expect(toCents(body.total)).toBe(toCents(body.subtotal) + toCents(body.deliveryFee));
    await send('PATCH', '/api/restaurant/profile', { taxRate: '13', pricesIncludeTax: false }, restaurant);
  });

  it('changes only the fields sent, names bad ones, and is the signed-in restaurant’s alone', async () => {
    const res = await send(
      'PATCH',
      '/api/restaurant/profile',
      {
        description: 'Wood-fired since 1998',
        mondayHours: '',
        deliveryTime: '20-30 min',
        name: 'Renamed',
        id: 7,
      },
      restaurant,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: 1,
      description: 'Wood-fired since 1998',
      mondayHours: 'Closed',
      deliveryTime: '20-30 min',
    });
    expect(res.json().name).not.toBe('Renamed');
    for (const [body, field] of [
      // Less than the spec's 100.00 dollars' worth: $140.00 in Canadian dollars.
      [{ deliveryFee: '140.00' }, 'deliveryFee'],
      [{ taxRate: '30.001' }, 'taxRate'],
      [{ taxRate: '-1' }, 'taxRate'],
      [{ pricesIncludeTax: 'yes' }, 'pricesIncludeTax'],
      [{ minOrder: '-1' }, 'minOrder'],
      [{ imageUrl: 'nope' }, 'imageUrl'],
      [{ isOpen: 'yes' }, 'isOpen'],
      [{ deliveryTime: '5 min' }, 'deliveryTime'],
      [{ sundayHours: 'x'.repeat(51) }, 'sundayHours'],
    ] as const) {
      const bad = await send('PATCH', '/api/restaurant/profile', body, restaurant);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(bad.json().fields)).toEqual([field]);
    }
    expect((await send('PATCH', '/api/restaurant/profile', {}, restaurant)).statusCode).toBe(400);
    expect((await send('PATCH', '/api/restaurant/profile', { isOpen: false })).statusCode).toBe(401);
    expect((await send('PATCH', '/api/restaurant/profile', { isOpen: false }, driver)).statusCode).toBe(403);
    expect((await send('PATCH', '/api/restaurant/profile', { isOpen: false }, admin)).statusCode).toBe(403);
  });
});
