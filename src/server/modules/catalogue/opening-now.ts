import type { Restaurant } from '#domain/catalogue/responses.ts';
import { localOpening } from '#domain/opening-hours/opening-text.ts';
import { openingState } from '#domain/opening-hours/schedule.ts';
import type { StoredRestaurant } from './catalogue.repo';

// Whether a restaurant takes orders is computed when its answer is built, and the cached answer
// lives no longer than the next time that changes for any restaurant in it (validForMs): a cached
// list never shows a restaurant open after its closing time or closed after its opening.

export interface WithOpening<T> {
  value: T;
  /** How long the answer stays right (ms from `now`), or null when nothing in it ever changes. */
  validForMs: number | null;
}

function restaurantWithOpening(restaurant: StoredRestaurant, now: Date): WithOpening<Restaurant> {
  const state = openingState(restaurant, restaurant.timeZone, now);
  const opensAt = restaurant.isOpen ? state.opensAt : null;
  return {
    value: {
      ...restaurant,
      openNow: restaurant.isOpen && state.openNow,
      opensAt: opensAt ? opensAt.toISOString() : null,
      opensAtLocal: opensAt ? localOpening(opensAt, restaurant.timeZone) : null,
    },
    validForMs: state.changesAt ? state.changesAt.getTime() - now.getTime() : null,
  };
}

export function withOpening(restaurant: StoredRestaurant, now: Date): WithOpening<Restaurant> {
  return restaurantWithOpening(restaurant, now);
}

export function listWithOpening(list: StoredRestaurant[], now: Date): WithOpening<Restaurant[]> {
  const each = list.map((restaurant) => restaurantWithOpening(restaurant, now));
  const times = each.map((entry) => entry.validForMs).filter((ms): ms is number => ms !== null);
  return { value: each.map((entry) => entry.value), validForMs: times.length ? Math.min(...times) : null };
}
