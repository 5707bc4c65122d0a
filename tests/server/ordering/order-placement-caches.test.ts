import { describe, expect, it } from 'vitest';
import { byWeekdayHoursField } from '#domain/shared/options.ts';
import { createOrderIdBlocks } from '#server/modules/ordering/order-id-blocks.ts';
import { createPlacementRestaurants } from '#server/modules/ordering/placement-restaurants.ts';
import type { PlacementRestaurant } from '#server/modules/ordering/placement-statements.repo.ts';

// The two things a cash order no longer reads per order: its id (reserved a block at a time) and its
// restaurant and menu (cached until the catalogue changes). tests/server/ordering/orders.test.ts holds the
// placement itself, on both databases, to the same answers.

describe('order id blocks', () => {
  it('hands out every reserved id once, in order, with one reservation per block', async () => {
    let next = 1;
    const reservations: number[] = [];
    const blocks = createOrderIdBlocks(async (count) => {
      reservations.push(count);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return Array.from({ length: count }, () => next++);
    }, 10);
    const ids = await Promise.all(Array.from({ length: 25 }, () => blocks.next()));
    expect(ids).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(reservations).toEqual([10, 10, 10]);
  });

  it('passes a failed reservation to everyone waiting on it, and tries again afterwards', async () => {
    let calls = 0;
    const blocks = createOrderIdBlocks(async (count) => {
      calls++;
      if (calls === 1) throw new Error('database away');
      return Array.from({ length: count }, (_, i) => 100 + i);
    }, 2);
    const first = await Promise.allSettled([blocks.next(), blocks.next()]);
    expect(first.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await blocks.next()).toBe(100);
    expect(calls).toBe(2);
  });
});

function placement(name: string): PlacementRestaurant {
  return {
    restaurant: {
      id: 1,
      name,
      isApproved: true,
      isOpen: true,
      minOrder: '0.00',
      deliveryFee: '2.99',
      taxRate: '0',
      pricesIncludeTax: false,
      address: null,
      latitude: null,
      longitude: null,
      country: 'Canada',
      deliveryRadiusKm: 8,
      promotions: [],
      timeZone: 'UTC',
      ...byWeekdayHoursField(() => 'Open 24 hours'),
    },
    menu: [{ id: 1, name: 'Soup', price: '5.00', isAvailable: true, optionGroups: [] }],
  };
}

describe('placement restaurants', () => {
  function cache(options: { hears?: () => boolean; now?: () => number } = {}) {
    const loads: number[] = [];
    let version = 0;
    const restaurants = createPlacementRestaurants({
      load: async (id) => {
        loads.push(id);
        version++;
        return placement(`v${version}`);
      },
      hearsChanges: options.hears ?? (() => true),
      now: options.now,
    });
    return { restaurants, loads };
  }

  it('loads a restaurant once while nothing changes, and again after an invalidation', async () => {
    const { restaurants, loads } = cache();
    const [a, b] = await Promise.all([restaurants.get(1), restaurants.get(1)]);
    expect(a.restaurant?.name).toBe('v1');
    expect(b.restaurant?.name).toBe('v1');
    expect(loads).toEqual([1]);
    restaurants.invalidate();
    expect((await restaurants.get(1)).restaurant?.name).toBe('v2');
    expect(loads).toEqual([1, 1]);
  });

  it('never keeps a load that an invalidation overtook', async () => {
    const { restaurants } = cache();
    const before = restaurants.get(1);
    restaurants.invalidate();
    expect((await before).restaurant?.name).toBe('v1');
    expect((await restaurants.get(1)).restaurant?.name).toBe('v2');
  });

  it('keeps an entry at most a second', async () => {
    let now = 0;
    const { restaurants, loads } = cache({ now: () => now });
    await restaurants.get(1);
    now = 999;
    await restaurants.get(1);
    now = 1_000;
    await restaurants.get(1);
    expect(loads).toEqual([1, 1]);
  });

  it('reads every time while changes on other instances cannot be heard', async () => {
    let hears = false;
    const { restaurants, loads } = cache({ hears: () => hears });
    await restaurants.get(1);
    await restaurants.get(1);
    expect(loads).toEqual([1, 1]);
    hears = true;
    await restaurants.get(1);
    await restaurants.get(1);
    expect(loads).toEqual([1, 1, 1]);
  });
});
