import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem, Restaurant } from '#domain/catalogue/responses.ts';
import {
  DUPLICATE_OPTION_ID,
  GROUP_NAME_REQUIRED,
  MAX_ABOVE_OPTIONS,
  MAX_CHOICES_RANGE,
  MIN_ABOVE_MAX,
  NAME_TOO_LONG,
  NO_OPTIONS,
  OPTION_NAME_REQUIRED,
  OPTIONAL_NEEDS_NO_MIN,
  PRICE_DELTA_FORMAT,
  REQUIRED_NEEDS_MIN,
  TOO_MANY_GROUPS,
  TOO_MANY_OPTIONS,
  UNKNOWN_OPTION_ID,
} from '#domain/menu/option-groups.ts';
import { signInCast } from '../../support/partners';
import { buildTestApp, type TestApp } from '../../support/test-app';

// Option groups on menu items (issue 37): written with the item, validated field by field, their
// ids drawn once and kept when the editor sends them back, and read by every customer.

let t: TestApp;
let admin: string;
let restaurant: string;
let other: { id: number; cookie: string };

beforeAll(async () => {
  t = await buildTestApp();
  ({ admin, restaurant, other } = await signInCast(t.app));
});
afterAll(() => t.close());

const size = {
  name: 'Size',
  required: true,
  options: [
    { name: 'Small', priceDelta: '0' },
    { name: 'Large', priceDelta: '3.5' },
  ],
};
const toppings = {
  name: 'Toppings',
  maxChoices: 2,
  options: [
    { name: 'Extra cheese', priceDelta: 1.25 },
    { name: 'Olives', priceDelta: '1.00' },
    { name: 'Basil' },
  ],
};
const pizza = { name: 'Quattro Stagioni', price: '18.00', category: 'Pizza', optionGroups: [size, toppings] };

const send = (method: 'POST' | 'PATCH', url: string, payload: unknown, cookie = restaurant) =>
  t.app.inject({ method, url, headers: { cookie }, payload: payload as object });

async function addPizza(body: object = pizza, restaurantId = 1, cookie = restaurant): Promise<MenuItem> {
  const res = await send('POST', `/api/restaurants/${restaurantId}/menu`, body, cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as MenuItem;
}

async function menu(restaurantId = 1): Promise<MenuItem[]> {
  return (
    await t.app.inject({ method: 'GET', url: `/api/restaurants/${restaurantId}/menu` })
  ).json() as MenuItem[];
}

const idsOf = (item: MenuItem) =>
  item.optionGroups.flatMap((group) => [group.id, ...group.options.map((o) => o.id)]);

describe('option groups written with a menu item', () => {
  it('stores them with fresh ids, filled-in minimums and deltas in the currency; the menu shows them', async () => {
    const item = await addPizza();
    expect(item.optionGroups).toEqual([
      {
        id: expect.any(Number),
        name: 'Size',
        required: true,
        minChoices: 1,
        maxChoices: 1,
        options: [
          { id: expect.any(Number), name: 'Small', priceDelta: '0.00', isAvailable: true },
          { id: expect.any(Number), name: 'Large', priceDelta: '3.50', isAvailable: true },
        ],
      },
      {
        id: expect.any(Number),
        name: 'Toppings',
        required: false,
        minChoices: 0,
        maxChoices: 2,
        options: [
          { id: expect.any(Number), name: 'Extra cheese', priceDelta: '1.25', isAvailable: true },
          { id: expect.any(Number), name: 'Olives', priceDelta: '1.00', isAvailable: true },
          { id: expect.any(Number), name: 'Basil', priceDelta: '0.00', isAvailable: true },
        ],
      },
    ]);
    const second = await addPizza();
    const ids = [...idsOf(item), ...idsOf(second)];
    expect(new Set(ids).size).toBe(ids.length);

    const listed = await menu();
    expect(listed.find((entry) => entry.id === item.id)?.optionGroups).toEqual(item.optionGroups);
    // Every dish carries the list, [] when it has none.
    expect(listed.find((entry) => entry.name === 'Margherita')?.optionGroups).toEqual([]);
    for (const entry of listed) expect(Array.isArray(entry.optionGroups)).toBe(true);
  });

  const group = (change: object) => ({ ...pizza, optionGroups: [{ ...size, ...change }] });
  const options = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `Option ${i + 1}` }));
  it.each([
    [group({ name: '' }), 'optionGroups[0].name', GROUP_NAME_REQUIRED],
    [group({ name: 'x'.repeat(61) }), 'optionGroups[0].name', NAME_TOO_LONG],
    [group({ options: [] }), 'optionGroups[0].options', NO_OPTIONS],
    [group({ options: options(31) }), 'optionGroups[0].options', TOO_MANY_OPTIONS],
    [group({ options: [{ name: ' ' }] }), 'optionGroups[0].options[0].name', OPTION_NAME_REQUIRED],
    [group({ options: [{ name: 'x'.repeat(61) }] }), 'optionGroups[0].options[0].name', NAME_TOO_LONG],
    [
      group({ options: [{ name: 'A', priceDelta: '-1' }] }),
      'optionGroups[0].options[0].priceDelta',
      PRICE_DELTA_FORMAT,
    ],
    [
      group({ options: [{ name: 'A', priceDelta: '0.125' }] }),
      'optionGroups[0].options[0].priceDelta',
      PRICE_DELTA_FORMAT,
    ],
    [group({ maxChoices: 0 }), 'optionGroups[0].maxChoices', MAX_CHOICES_RANGE],
    [group({ maxChoices: 3 }), 'optionGroups[0].maxChoices', MAX_ABOVE_OPTIONS],
    [group({ minChoices: 2, maxChoices: 1 }), 'optionGroups[0].minChoices', MIN_ABOVE_MAX],
    [group({ minChoices: 0 }), 'optionGroups[0].minChoices', REQUIRED_NEEDS_MIN],
    [group({ required: false, minChoices: 1 }), 'optionGroups[0].minChoices', OPTIONAL_NEEDS_NO_MIN],
    [{ ...pizza, optionGroups: Array.from({ length: 11 }, () => size) }, 'optionGroups', TOO_MANY_GROUPS],
    [
      { ...pizza, optionGroups: [size, { ...toppings, id: 7, options: [{ id: 7, name: 'A' }] }] },
      'optionGroups[1].options[0].id',
      DUPLICATE_OPTION_ID,
    ],
  ])('refuses %j with 400 naming %s', async (body, field, message) => {
    const res = await send('POST', '/api/restaurants/1/menu', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', fields: { [field]: message } });
  });

  it('refuses ids on a new item and deltas finer than the currency (yen: whole)', async () => {
    const withId = await send('POST', '/api/restaurants/1/menu', group({ id: 1 }));
    expect(withId.statusCode).toBe(400);
    expect(withId.json().fields).toEqual({ 'optionGroups[0].id': UNKNOWN_OPTION_ID });

    const japan = (
      await t.app.inject({ method: 'GET', url: '/api/restaurants?country=Japan' })
    ).json() as Restaurant[];
    const kazeya = japan.find((entry) => entry.name === 'Kazeya Ramen');
    if (!kazeya) throw new Error('Kazeya Ramen is not in the demo');
    const ramen = {
      name: 'Shio Ramen',
      price: '950',
      category: 'Main Course',
      optionGroups: [
        {
          name: 'Toppings',
          maxChoices: 1,
          options: [
            { name: 'Egg', priceDelta: '150' },
            { name: 'Nori', priceDelta: '50.5' },
          ],
        },
      ],
    };
    const fraction = await send('POST', `/api/restaurants/${kazeya.id}/menu`, ramen, admin);
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().fields).toEqual({
      'optionGroups[0].options[1].priceDelta': 'Price change must be a whole amount in JPY',
    });
    const [, nori] = ramen.optionGroups[0]!.options;
    nori!.priceDelta = '50';
    const item = await addPizza(ramen, kazeya.id, admin);
    expect(item.optionGroups[0]?.options.map((option) => option.priceDelta)).toEqual(['150', '50']);
  });
});

describe('PATCH /api/menu-items/{id} with optionGroups', () => {
  it('replaces the whole list, keeping the ids sent back and drawing new ones for the rest', async () => {
    const item = await addPizza();
    const [sizeGroup, toppingsGroup] = item.optionGroups;
    if (!sizeGroup || !toppingsGroup) throw new Error('groups missing');
    const [small, large] = sizeGroup.options;
    const res = await send('PATCH', `/api/menu-items/${item.id}`, {
      optionGroups: [
        {
          ...sizeGroup,
          options: [
            { ...large, name: 'Large 16"', priceDelta: '4.00' },
            { ...small, isAvailable: false },
            { name: 'Family', priceDelta: '8.00' },
          ],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [edited] = (res.json() as MenuItem).optionGroups;
    expect(edited).toMatchObject({ id: sizeGroup.id, name: 'Size' });
    expect(edited?.options.slice(0, 2)).toEqual([
      { id: large?.id, name: 'Large 16"', priceDelta: '4.00', isAvailable: true },
      { id: small?.id, name: 'Small', priceDelta: '0.00', isAvailable: false },
    ]);
    const family = edited?.options[2];
    expect(family?.id).toEqual(expect.any(Number));
    expect(idsOf(item)).not.toContain(family?.id);
    expect((await menu()).find((entry) => entry.id === item.id)?.optionGroups).toEqual([edited]);

    // A PATCH without the key leaves the groups alone; [] removes them all.
    const renamed = await send('PATCH', `/api/menu-items/${item.id}`, { name: 'Quattro' });
    expect((renamed.json() as MenuItem).optionGroups).toEqual([edited]);
    const cleared = await send('PATCH', `/api/menu-items/${item.id}`, { optionGroups: [] });
    expect((cleared.json() as MenuItem).optionGroups).toEqual([]);
  });

  it("refuses another item's ids (and ids this item no longer has), naming the field", async () => {
    const item = await addPizza();
    const stranger = await addPizza();
    const foreignGroup = stranger.optionGroups[0]!;
    const foreignOption = foreignGroup.options[0]!;
    const own = item.optionGroups[0]!;

    const group = await send('PATCH', `/api/menu-items/${item.id}`, {
      optionGroups: [{ ...own, id: foreignGroup.id }],
    });
    expect(group.statusCode).toBe(400);
    expect(group.json().fields).toEqual({ 'optionGroups[0].id': UNKNOWN_OPTION_ID });

    const option = await send('PATCH', `/api/menu-items/${item.id}`, {
      optionGroups: [{ ...own, options: [own.options[0], { ...foreignOption }] }],
    });
    expect(option.statusCode).toBe(400);
    expect(option.json().fields).toEqual({ 'optionGroups[0].options[1].id': UNKNOWN_OPTION_ID });
    expect((await menu()).find((entry) => entry.id === item.id)?.optionGroups).toEqual(item.optionGroups);

    const bad = await send('PATCH', `/api/menu-items/${item.id}`, {
      optionGroups: [{ ...size, maxChoices: 5 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ 'optionGroups[0].maxChoices': MAX_ABOVE_OPTIONS });
  });

  it("answers 404 for another partner's item and changes nothing", async () => {
    const item = await addPizza();
    const res = await send('PATCH', `/api/menu-items/${item.id}`, { optionGroups: [] }, other.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Menu item not found');
    expect((await menu()).find((entry) => entry.id === item.id)?.optionGroups).toEqual(item.optionGroups);
  });
});
