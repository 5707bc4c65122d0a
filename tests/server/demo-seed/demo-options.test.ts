import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem, Restaurant } from '#domain/catalogue/responses.ts';
import { optionGroupsCurrencyIssue, optionGroupsInputSchema } from '#domain/menu/option-groups.ts';
import { restaurantCurrency } from '#domain/shared/currency.ts';
import { DEMO_RESTAURANTS } from '#server/demo-seed/seed-data.ts';
import { buildTestApp, type TestApp } from '../../support/test-app';

// The demo menus use option groups where a real menu would (issue 37), each one a group the menu
// editor itself would accept, in its restaurant's currency.

describe('the demo option groups', () => {
  it('each pass the menu rules and fit their currency', () => {
    let items = 0;
    for (const restaurant of DEMO_RESTAURANTS) {
      for (const item of restaurant.menu) {
        if (!item.optionGroups) continue;
        items += 1;
        const parsed = optionGroupsInputSchema.safeParse(item.optionGroups);
        expect(parsed.success, `${item.name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
        expect(
          optionGroupsCurrencyIssue(item.optionGroups, restaurantCurrency(restaurant.country)),
        ).toBeNull();
      }
    }
    expect(items).toBeGreaterThanOrEqual(15);
  });

  // The first dish of every restaurant stays without options: the simplest order needs no choice.
  it('leave the first dish of every restaurant plain', () => {
    for (const restaurant of DEMO_RESTAURANTS) expect(restaurant.menu[0]?.optionGroups).toBeUndefined();
  });
});

describe('the seeded menus', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('serve the groups with ids, a pizza with a required Size, yen deltas in whole yen', async () => {
    const menu = (await t.app.inject({ method: 'GET', url: '/api/restaurants/1/menu' })).json() as MenuItem[];
    const diavola = menu.find((item) => item.name === 'Diavola with Hot Honey');
    expect(diavola?.optionGroups[0]).toMatchObject({
      id: expect.any(Number),
      name: 'Size',
      required: true,
      minChoices: 1,
      maxChoices: 1,
    });
    expect(diavola?.optionGroups[1]).toMatchObject({
      name: 'Extra toppings',
      required: false,
      maxChoices: 3,
    });
    expect(menu.find((item) => item.name === 'Margherita')?.optionGroups).toEqual([]);

    const japan = (
      await t.app.inject({ method: 'GET', url: '/api/restaurants?country=Japan' })
    ).json() as Restaurant[];
    const kazeya = japan.find((restaurant) => restaurant.name === 'Kazeya Ramen');
    const ramen = (
      (await t.app.inject({ method: 'GET', url: `/api/restaurants/${kazeya?.id}/menu` })).json() as MenuItem[]
    ).find((item) => item.name === 'Shoyu Ramen');
    const deltas = ramen?.optionGroups.flatMap((group) => group.options.map((option) => option.priceDelta));
    expect(deltas).toContain('150');
    for (const delta of deltas ?? []) expect(delta).toMatch(/^\d+$/);
    const ids = menu.flatMap((item) =>
      item.optionGroups.flatMap((group) => [group.id, ...group.options.map((o) => o.id)]),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});
