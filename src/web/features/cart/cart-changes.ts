import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type CartItem, cartLineKey, lineOptionIds } from '#domain/cart/rules.ts';
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
  /**
   * The dish is off the menu, marked unavailable, has no price the cart can use, or one of the
   * line's chosen options is gone or unavailable.
   */
  | { kind: 'unavailable' };

/** By line key (cartLineKey: the dish and its chosen options). */
export type CartChanges = ReadonlyMap<string, LineChange>;

const NO_CHANGES: CartChanges = new Map();

/**
 * The dish's current unit price for the line's choices, in cents: its price plus the chosen
 * options' current deltas; null when the dish or any chosen option cannot be sold now.
 */
function currentUnitCents(dish: MenuItem, item: CartItem): number | null {
  const base = dish.isAvailable && dish.restaurantId === item.restaurantId ? centsOrNull(dish.price) : null;
  if (base === null || base <= 0) return null;
  const chosen = lineOptionIds(item);
  if (chosen.length === 0) return base;
  const options = new Map(
    (dish.optionGroups ?? []).flatMap((group) => group.options.map((option) => [option.id, option])),
  );
  let cents = base;
  for (const id of chosen) {
    const option = options.get(id);
    const delta = option?.isAvailable ? centsOrNull(option.priceDelta) : null;
    if (delta === null) return null;
    cents += delta;
  }
  return cents > 0 ? cents : null;
}

/** The flagged lines by line key; none while the menu is not known (the server still checks). */
export function cartChanges(items: readonly CartItem[], menu: readonly MenuItem[] | undefined): CartChanges {
  if (!menu || items.length === 0) return NO_CHANGES;
  const byId = new Map(menu.map((dish) => [dish.id, dish]));
  const changes = new Map<string, LineChange>();
  for (const item of items) {
    const dish = byId.get(item.id);
    const nowCents = dish ? currentUnitCents(dish, item) : null;
    if (nowCents === null) {
      changes.set(cartLineKey(item), { kind: 'unavailable' });
      continue;
    }
    // A line kept from before carts recorded a currency is read in the menu's.
    const sameCurrency = item.currency === null || item.currency === dish?.currency;
    const wasCents = toCents(item.price);
    if (dish && (nowCents !== wasCents || !sameCurrency))
      changes.set(cartLineKey(item), { kind: 'price', wasCents, nowCents, currency: dish.currency });
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
