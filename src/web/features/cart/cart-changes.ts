import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CartItem } from '#domain/cart/rules.ts';
import type { MenuItem } from '#domain/catalogue/responses.ts';
import { centsOrNull, toCents } from '#domain/shared/money.ts';
import { menuQuery } from '#web/lib/menu-query.ts';
import { CART_CHANGES_BLOCKER } from './messages';

// A cart kept across reloads can hold a dish whose price or availability changed since it was
// added. The restaurant's current menu (the restaurant page's query) is the reference: each line
// that differs is flagged until the customer accepts the new price or removes the dish, and the
// order cannot be placed meanwhile (the server would refuse the old price anyway).

export type LineChange =
  /** The dish costs something else now; both amounts in cents of the menu's `currency`. */
  | { kind: 'price'; wasCents: number; nowCents: number; currency: string }
  /** The dish is off the menu, marked unavailable, or has no price the cart can use. */
  | { kind: 'unavailable' };

export type CartChanges = ReadonlyMap<number, LineChange>;

const NO_CHANGES: CartChanges = new Map();

/** The flagged lines by menu item id; none while the menu is not known (the server still checks). */
export function cartChanges(items: readonly CartItem[], menu: readonly MenuItem[] | undefined): CartChanges {
  if (!menu || items.length === 0) return NO_CHANGES;
  const byId = new Map(menu.map((dish) => [dish.id, dish]));
  const changes = new Map<number, LineChange>();
  for (const item of items) {
    const dish = byId.get(item.id);
    const nowCents =
      dish?.isAvailable && dish.restaurantId === item.restaurantId ? centsOrNull(dish.price) : null;
    if (nowCents === null || nowCents <= 0) {
      changes.set(item.id, { kind: 'unavailable' });
      continue;
    }
    // A line kept from before carts recorded a currency is read in the menu's.
    const sameCurrency = item.currency === null || item.currency === dish?.currency;
    const wasCents = toCents(item.price);
    if (dish && (nowCents !== wasCents || !sameCurrency))
      changes.set(item.id, { kind: 'price', wasCents, nowCents, currency: dish.currency });
  }
  return changes.size === 0 ? NO_CHANGES : changes;
}

/** Why the order cannot go on while lines are flagged, or null when none is. */
export function cartChangesBlocker(changes: CartChanges): string | null {
  return changes.size > 0 ? CART_CHANGES_BLOCKER : null;
}

/**
 * The cart's lines compared with its restaurant's current menu. `refresh` reads the menu again
 * when the caller mounts (the drawer opening, /checkout), so the check is made against what the
 * restaurant sells now, not a menu read minutes ago.
 */
export function useCartChanges(items: readonly CartItem[], { refresh = false } = {}): CartChanges {
  const restaurantId = items[0]?.restaurantId;
  const menu = useQuery({
    ...menuQuery(restaurantId ?? 0),
    enabled: restaurantId !== undefined,
    ...(refresh ? { refetchOnMount: 'always' as const } : {}),
  });
  const data = restaurantId === undefined ? undefined : menu.data;
  return useMemo(() => cartChanges(items, data), [items, data]);
}
