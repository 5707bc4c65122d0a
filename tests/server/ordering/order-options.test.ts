import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '#domain/catalogue/responses.ts';
import { orderLineText } from '#domain/order-lifecycle/order-line-text.ts';
import type { OrderQuote } from '#domain/ordering/responses.ts';
import type { RestaurantOrder } from '#domain/restaurant-orders/responses.ts';
import type { TrackedOrder } from '#domain/tracking/responses.ts';
import { postOrder, UNLIMITED_ENV } from '../../support/order-requests';
import { type MenuItemRow, orderBody, payWithTestCard, restaurantPricing } from '../../support/orders';
import { signInCast } from '../../support/partners';
import { buildTestApp, type TestApp } from '../../support/test-app';

// Ordering with item options (issue 37): each line's choice is checked before any amount, priced
// as (price + deltas) × quantity the same way by the quote and by placement, and kept as a
// snapshot that later menu edits never change.

let t: TestApp;
let restaurant: string;
let pizza: MenuItem;
let salad: MenuItem;

const send = (method: 'POST' | 'PATCH', url: string, payload: unknown) =>
  t.app.inject({ method, url, headers: { cookie: restaurant }, payload: payload as object });

async function addDish(body: object): Promise<MenuItem> {
  const res = await send('POST', '/api/restaurants/1/menu', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as MenuItem;
}

beforeAll(async () => {
  t = await buildTestApp({ env: UNLIMITED_ENV });
  ({ restaurant } = await signInCast(t.app));
  pizza = await addDish({
    name: 'Margherita Grande',
    price: '16.00',
    category: 'Pizza',
    optionGroups: [
      {
        name: 'Size',
        required: true,
        options: [
          { name: 'Small', priceDelta: '0' },
          { name: 'Large', priceDelta: '4.50' },
        ],
      },
      {
        name: 'Toppings',
        maxChoices: 2,
        options: [
          { name: 'Extra cheese', priceDelta: '1.25' },
          { name: 'Olives', priceDelta: '1.00' },
          { name: 'Anchovies', priceDelta: '2.00', isAvailable: false },
        ],
      },
    ],
  });
  salad = await addDish({
    name: 'Side Salad',
    price: '6.00',
    category: 'Appetizers',
    optionGroups: [{ name: 'Dressing', options: [{ name: 'Balsamic' }, { name: 'Ranch' }] }],
  });
});
afterAll(() => t.close());

/** The id of an option by its name on a dish. */
function option(dish: MenuItem, name: string): number {
  for (const group of dish.optionGroups) {
    const found = group.options.find((entry) => entry.name === name);
    if (found) return found.id;
  }
  throw new Error(`${name} is not an option of ${dish.name}`);
}

interface Line {
  dish: MenuItem;
  quantity: number;
  options: string[];
  /** The unit price the client shows, options included. */
  unit: string;
}

/** An order body for lines with options: each line's price is its unit price with the deltas. */
async function bodyFor(lines: Line[]): Promise<Record<string, unknown>> {
  const pricing = await restaurantPricing(t.app, 1);
  const rows = lines.map(({ dish, quantity, unit }) => ({
    item: {
      id: dish.id,
      name: dish.name,
      price: unit,
      restaurantId: 1,
      isAvailable: true,
      pricing,
    } as MenuItemRow,
    quantity,
  }));
  const body = orderBody(rows) as Record<string, unknown>;
  const items = JSON.parse(body.items as string) as Record<string, unknown>[];
  lines.forEach((line, index) => {
    (items[index] as Record<string, unknown>).options = line.options.map((name) => option(line.dish, name));
  });
  return { ...body, items: JSON.stringify(items) };
}

const large = (options: string[] = ['Large'], quantity = 1, unit = '20.50'): Line => ({
  dish: pizza,
  quantity,
  options,
  unit,
});

describe('an order line with options', () => {
  it.each([
    [[], 'Choose a Size for Margherita Grande'],
    [['Small', 'Large'], 'Choose at most 1 Size for Margherita Grande'],
    [
      ['Large', 'Extra cheese', 'Olives', 'Extra cheese'],
      'Extra cheese is chosen twice for Margherita Grande',
    ],
    [['Large', 'Anchovies'], 'Anchovies is no longer available for Margherita Grande'],
  ])('refuses options %j with 400 on items[0].options: %s', async (chosen, message) => {
    const res = await postOrder(t.app, await bodyFor([large(chosen)]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', fields: { 'items[0].options': message } });
  });

  it('refuses more than the group allows and an option of another dish, naming the line', async () => {
    const three = await addDish({
      name: 'Focaccia',
      price: '9.00',
      category: 'Appetizers',
      optionGroups: [
        {
          name: 'Toppings',
          maxChoices: 2,
          options: [{ name: 'Rosemary' }, { name: 'Olives' }, { name: 'Onion' }],
        },
      ],
    });
    const res = await postOrder(
      t.app,
      await bodyFor([
        { dish: salad, quantity: 1, options: [], unit: '6.00' },
        { dish: three, quantity: 1, options: ['Rosemary', 'Olives', 'Onion'], unit: '9.00' },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'items[1].options': 'Choose at most 2 Toppings for Focaccia' });

    const body = await bodyFor([large()]);
    const items = JSON.parse(body.items as string) as { options: number[] }[];
    items[0]!.options = [option(pizza, 'Large'), option(salad, 'Ranch')];
    const foreign = await postOrder(t.app, { ...body, items: JSON.stringify(items) });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({
      'items[0].options': "That choice is not on Margherita Grande's menu",
    });

    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      payload: { restaurantId: 1, items: [{ id: pizza.id, name: pizza.name, quantity: 1, price: '16.00' }] },
    });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().fields).toEqual({ 'items[0].options': 'Choose a Size for Margherita Grande' });
  });

  it('checks the choice before the amounts: a wrong price with a missing size is the size 400', async () => {
    const res = await postOrder(t.app, await bodyFor([large([], 1, '1.00')]));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'items[0].options': 'Choose a Size for Margherita Grande' });
    // With the choice right, the stale price is the usual 409.
    const stale = await postOrder(t.app, await bodyFor([large(['Large'], 1, '16.00')]));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().fields.items).toBe('Margherita Grande now costs $20.50');
  });

  it('prices (price + deltas) × quantity, keeps two choices of one dish as two lines, and the quote agrees', async () => {
    const lines = [
      large(['Extra cheese', 'Large', 'Olives'], 2, '22.75'),
      large(['Small'], 1, '16.00'),
      { dish: salad, quantity: 1, options: ['Ranch'], unit: '6.00' },
    ];
    const body = await bodyFor(lines);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      payload: { restaurantId: 1, items: body.items, tip: body.tip },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect((quote.json() as OrderQuote).subtotal).toBe('67.50');

    const res = await postOrder(t.app, body);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as TrackedOrder;
    expect(order.subtotal).toBe('67.50');
    expect(order.total).toBe((quote.json() as OrderQuote).total);
    expect(order.items).toEqual([
      {
        name: 'Margherita Grande',
        quantity: 2,
        price: '22.75',
        lineTotal: '45.50',
        menuItemId: pizza.id,
        options: [
          { id: option(pizza, 'Large'), group: 'Size', name: 'Large', priceDelta: '4.50' },
          { id: option(pizza, 'Extra cheese'), group: 'Toppings', name: 'Extra cheese', priceDelta: '1.25' },
          { id: option(pizza, 'Olives'), group: 'Toppings', name: 'Olives', priceDelta: '1.00' },
        ],
      },
      {
        name: 'Margherita Grande',
        quantity: 1,
        price: '16.00',
        lineTotal: '16.00',
        menuItemId: pizza.id,
        options: [{ id: option(pizza, 'Small'), group: 'Size', name: 'Small', priceDelta: '0.00' }],
      },
      {
        name: 'Side Salad',
        quantity: 1,
        price: '6.00',
        lineTotal: '6.00',
        menuItemId: salad.id,
        options: [{ id: option(salad, 'Ranch'), group: 'Dressing', name: 'Ranch', priceDelta: '0.00' }],
      },
    ]);
    expect(order.items.map(orderLineText)).toEqual([
      '2 × Margherita Grande (Large, Extra cheese, Olives)',
      '1 × Margherita Grande (Small)',
      '1 × Side Salad (Ranch)',
    ]);
  });

  it('keeps the snapshot when the menu changes afterwards: tracker and board show what was ordered', async () => {
    const dish = await addDish({
      name: 'Calzone',
      price: '15.00',
      category: 'Pizza',
      optionGroups: [{ name: 'Filling', required: true, options: [{ name: 'Ricotta', priceDelta: '1.00' }] }],
    });
    const res = await postOrder(
      t.app,
      await bodyFor([{ dish, quantity: 1, options: ['Ricotta'], unit: '16.00' }]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json() as TrackedOrder & { trackingToken: string };
    const ricotta = dish.optionGroups[0]!.options[0]!;

    const edited = await send('PATCH', `/api/menu-items/${dish.id}`, {
      price: '30.00',
      optionGroups: [
        {
          ...dish.optionGroups[0],
          name: 'Cheese',
          options: [{ ...ricotta, name: 'Burrata', priceDelta: '5.00' }],
        },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const snapshot = [{ id: ricotta.id, group: 'Filling', name: 'Ricotta', priceDelta: '1.00' }];
    const tracked = await t.app.inject({ method: 'GET', url: `/api/orders/track/${placed.trackingToken}` });
    expect(tracked.statusCode).toBe(200);
    expect((tracked.json() as TrackedOrder).items).toEqual([
      {
        name: 'Calzone',
        quantity: 1,
        price: '16.00',
        lineTotal: '16.00',
        menuItemId: dish.id,
        options: snapshot,
      },
    ]);
    const board = await t.app.inject({
      method: 'GET',
      url: '/api/restaurant/orders',
      headers: { cookie: restaurant },
    });
    const onBoard = (board.json() as { orders: RestaurantOrder[] }).orders.find(
      (entry) => entry.id === placed.id,
    );
    expect(onBoard?.items).toEqual([
      {
        name: 'Calzone',
        quantity: 1,
        price: '16.00',
        lineTotal: '16.00',
        menuItemId: dish.id,
        options: snapshot,
      },
    ]);
  });

  it('prices a card order with options from the statement that reads its menu', async () => {
    const body = await bodyFor([large(['Large', 'Extra cheese'], 1, '21.75')]);
    const paid = await payWithTestCard(t.app, body as { restaurantId: unknown; total: unknown });
    expect(paid.confirmStatus).toBe(200);
    const res = await postOrder(t.app, {
      ...body,
      paymentMethod: 'card',
      paymentIntentId: paid.paymentIntentId,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as TrackedOrder).items[0]?.options.map((chosen) => chosen.name)).toEqual([
      'Large',
      'Extra cheese',
    ]);
  });

  it('prices 20 parallel orders with options the same', async () => {
    const bodies = await Promise.all(
      Array.from({ length: 20 }, () =>
        bodyFor([large(['Large', 'Olives'], 1, '21.50'), large(['Small'], 1, '16.00')]),
      ),
    );
    const answers = await Promise.all(bodies.map((body) => postOrder(t.app, body)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const totals = new Set(answers.map((answer) => (answer.json() as TrackedOrder).total));
    expect(totals.size).toBe(1);
    expect(answers.map((answer) => (answer.json() as TrackedOrder).subtotal)).toEqual(
      Array(20).fill('37.50'),
    );
  });
});
