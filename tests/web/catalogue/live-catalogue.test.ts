import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '#domain/shared/live-messages.ts';
import { catalogueKeys } from '#web/features/catalogue/api/query-keys.ts';
import { invalidateRestaurant } from '#web/features/catalogue/invalidate-restaurant.ts';
import { isCatalogueChangeOf } from '#web/features/catalogue/use-live-catalogue.ts';
import { menuKey } from '#web/lib/menu-query.ts';

// A restaurant's change (catalogue_updated) refreshes its page and menu, and makes the home's lists
// stale so they are read again when the home is shown; nothing else loses its 5-minute freshness.

describe('isCatalogueChangeOf', () => {
  it("matches only that restaurant's catalogue_updated", () => {
    const changed: ServerMessage = { type: 'catalogue_updated', data: { restaurantId: 7 } };
    expect(isCatalogueChangeOf(changed, 7)).toBe(true);
    expect(isCatalogueChangeOf(changed, 8)).toBe(false);
    expect(isCatalogueChangeOf({ type: 'restaurant_approved', data: { name: 'Kaito' } }, 7)).toBe(false);
  });
});

describe('invalidateRestaurant', () => {
  it('marks the restaurant, its menu and every home list stale, and nothing else', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60_000 } } });
    const keys = {
      restaurant: catalogueKeys.restaurant(7),
      menu: menuKey(7),
      canada: catalogueKeys.restaurantList('Canada'),
      all: catalogueKeys.restaurantList(null),
      other: catalogueKeys.restaurant(8),
      otherMenu: menuKey(8),
      orders: ['/api/orders/customer', '14165550101'],
    };
    for (const key of Object.values(keys)) client.setQueryData(key, { cached: true });

    invalidateRestaurant(client, 7);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(keys.restaurant)).toBe(true);
    expect(stale(keys.menu)).toBe(true);
    expect(stale(keys.canada)).toBe(true);
    expect(stale(keys.all)).toBe(true);
    expect(stale(keys.other)).toBe(false);
    expect(stale(keys.otherMenu)).toBe(false);
    expect(stale(keys.orders)).toBe(false);
    client.clear();
  });
});
