import type { PlacementRestaurant } from './placement-statements.repo';

// A cash order is priced from this instance's copy of its restaurant and menu instead of reading
// them for every order (at lunchtime one restaurant takes many orders a second). Every write that
// changes a restaurant or a menu invalidates the catalogue on every instance (the hub's
// catalogue_changed and restaurant_approval events), and that clears this copy too. While the hub
// cannot hear other instances (its LISTEN connection is down) nothing is cached, and an entry lives
// at most `ttlMs` whatever happens, so a price is never used more than a second after it changed
// (decision 0019). Card orders keep reading in the statement that also checks their key.

export interface PlacementRestaurantOptions {
  load: (restaurantId: number) => Promise<PlacementRestaurant>;
  /** False while changes made on other instances might not be heard. */
  hearsChanges: () => boolean;
  ttlMs?: number;
  now?: () => number;
}

export function createPlacementRestaurants(options: PlacementRestaurantOptions) {
  const { load, hearsChanges } = options;
  const ttlMs = options.ttlMs ?? 1_000;
  const now = options.now ?? Date.now;
  let entries = new Map<number, { value: Promise<PlacementRestaurant>; expiresAt: number }>();

  return {
    get(restaurantId: number): Promise<PlacementRestaurant> {
      if (!hearsChanges()) return load(restaurantId);
      const hit = entries.get(restaurantId);
      if (hit && hit.expiresAt > now()) return hit.value;
      // A load that an invalidation overtakes lands in the old generation and is never read.
      const generation = entries;
      const value = load(restaurantId);
      generation.set(restaurantId, { value, expiresAt: now() + ttlMs });
      value.catch(() => {
        if (generation.get(restaurantId)?.value === value) generation.delete(restaurantId);
      });
      return value;
    },
    invalidate(): void {
      entries = new Map();
    },
  };
}

export type PlacementRestaurants = ReturnType<typeof createPlacementRestaurants>;
