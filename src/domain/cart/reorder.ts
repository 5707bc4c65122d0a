// "Order again" (issue "After the order", item 5): a past order's lines become cart lines again,
// checked against the restaurant's menu as it is now. Only what can still be sold goes in, at
// today's prices, and every difference from the order is said in words: the customer never finds
// out at checkout that a dish, an option or a price changed.
import type { MenuItem } from '../catalogue/responses';
import { checkLineOptions, optionUnavailable, unitPriceCents } from '../menu/option-groups';
import { formatMoney } from '../shared/currency';
import { centsOrNull } from '../shared/money';
import { type CartItemInput, type CartOption, MAX_CART_ITEM_QUANTITY } from './rules';

/** One line of the past order, as the token view lists it (order-lifecycle's orderLineSchema). */
export interface PastOrderLine {
  readonly name: string;
  readonly quantity: number;
  /** The unit price paid, options included, in the order's currency ("16.99", "980"). */
  readonly price: string;
  /** Null for an order stored before lines kept their menu item: it cannot be found again. */
  readonly menuItemId: number | null;
  readonly options: readonly { id: number; name: string; priceDelta: string }[];
}

export interface ReorderLine {
  readonly item: CartItemInput;
  readonly quantity: number;
}

export interface Reorder {
  /** The cart lines to add, in the order's order. */
  readonly lines: readonly ReorderLine[];
  /** What differs from the past order, each said once; [] when the cart gets the order as it was. */
  readonly changes: readonly string[];
}

export const itemNoLongerAvailable = (name: string) => `${name} is no longer available`;
export const itemNowCosts = (name: string, now: string, was: string) =>
  `${name} now costs ${now} (was ${was})`;
/** A required choice can no longer be made as before (its option is gone, or a new group asks for one). */
export const itemNeedsNewChoice = (name: string) =>
  `${name} was not added: its options changed, choose them on the menu`;

/** Said when every dish of the order went in unchanged. */
export const REORDER_DONE = 'Your order is in your cart';
/** The title of the notice that lists the changes. */
export const REORDER_CHANGED = 'Your order is in your cart, with changes';
/** Nothing of the order can be sold now: the cart is left as it was. */
export const REORDER_NOTHING = 'Nothing from this order can be ordered now';

/**
 * The cart lines of `order` against `menu` (GET /api/restaurants/{id}/menu): each dish still on
 * the menu and available, with the chosen options that still are, at the menu's prices now.
 */
export function reorderLines(
  order: {
    readonly restaurantId: number;
    readonly restaurantName: string;
    readonly currency: string;
    readonly items: readonly PastOrderLine[];
  },
  menu: readonly MenuItem[],
): Reorder {
  const byId = new Map(menu.map((dish) => [dish.id, dish]));
  const lines: ReorderLine[] = [];
  const changes = new Set<string>();
  for (const line of order.items) {
    const dish = line.menuItemId === null ? undefined : byId.get(line.menuItemId);
    if (!dish || !isSold(dish, order.restaurantId)) {
      changes.add(itemNoLongerAvailable(line.name));
      continue;
    }
    // The options the menu still offers; the others are dropped and said.
    const offered = new Map(dish.optionGroups.flatMap((group) => group.options.map((o) => [o.id, o])));
    const kept = line.options.filter((option) => offered.get(option.id)?.isAvailable === true);
    for (const option of line.options) {
      if (!kept.includes(option)) changes.add(optionUnavailable(option.name, dish.name));
    }
    const check = checkLineOptions(
      dish,
      kept.map((option) => option.id),
    );
    const nowCents = check.ok ? safeUnitCents(dish, check.chosen) : null;
    if (!check.ok || nowCents === null || nowCents <= 0) {
      changes.add(itemNeedsNewChoice(dish.name));
      continue;
    }
    const wasCents = pastUnitCents(line, kept);
    if (wasCents !== null && (wasCents !== nowCents || dish.currency !== order.currency)) {
      const was = formatMoney(wasCents, order.currency);
      changes.add(itemNowCosts(dish.name, formatMoney(nowCents, dish.currency), was));
    }
    lines.push({
      item: cartItem(dish, order, nowCents, check.chosen),
      quantity: Math.min(Math.max(1, line.quantity), MAX_CART_ITEM_QUANTITY),
    });
  }
  return { lines, changes: [...changes] };
}

/** On the menu of this restaurant, available, with a price the cart can use. */
function isSold(dish: MenuItem, restaurantId: number): boolean {
  const cents = centsOrNull(dish.price);
  return dish.isAvailable && dish.restaurantId === restaurantId && cents !== null && cents > 0;
}

/** What the line cost for the options kept: its paid price less the deltas of those dropped. */
function pastUnitCents(
  line: PastOrderLine,
  kept: readonly PastOrderLine['options'][number][],
): number | null {
  const paid = centsOrNull(line.price);
  if (paid === null) return null;
  let cents = paid;
  for (const option of line.options) {
    if (kept.includes(option)) continue;
    const delta = centsOrNull(option.priceDelta);
    if (delta === null) return null;
    cents -= delta;
  }
  return cents;
}

function safeUnitCents(dish: MenuItem, chosen: readonly { priceDelta: string }[]): number | null {
  try {
    return unitPriceCents(dish.price, chosen, dish.currency);
  } catch {
    return null;
  }
}

function cartItem(
  dish: MenuItem,
  order: { restaurantId: number; restaurantName: string },
  unitCents: number,
  chosen: readonly CartOption[],
): CartItemInput {
  const item: CartItemInput = {
    id: dish.id,
    name: dish.name,
    price: unitCents / 100,
    currency: dish.currency,
    restaurantId: order.restaurantId,
    restaurantName: order.restaurantName,
    imageUrl: dish.imageUrl,
  };
  // As the options dialog adds them: a line without choices carries no options at all.
  return chosen.length === 0 ? item : { ...item, options: chosen.map((option) => ({ ...option })) };
}
