import {
  type ChosenOption,
  checkLineOptions,
  type OptionGroup,
  unitPrice,
} from '#domain/menu/option-groups.ts';
import { type OrderAmounts, orderAmounts } from '#domain/ordering/order-amounts.ts';
import { maxOrderTotalCents, maxTipCents } from '#domain/ordering/order-limits.ts';
import { type OrderItemEntry, tipTooLarge } from '#domain/ordering/requests.ts';
import type { PromotionChoice } from '#domain/promotions/rules.ts';
import {
  amountDecimalsMessage,
  formatMoney,
  moneyDecimal,
  moneyOrNull,
  restaurantCurrency,
  roundToCurrency,
} from '#domain/shared/currency.ts';
import { sumCents, toCents } from '#domain/shared/money.ts';
import { AppError, type FieldErrors } from '#server/http/app-error.ts';
import type { PromotionPicker } from './order-promotion';

// Prices an order from the live menu (DESIGN deviation 7): the client's amounts are only compared,
// never used. A difference means the cart is out of date, and the customer must see the new total
// before paying it.

export interface MenuEntry {
  id: number;
  name: string;
  price: string;
  isAvailable: boolean;
  /** Sizes, extras, bases; [] when the dish has none. */
  optionGroups: OptionGroup[];
}

export interface PricedLine {
  id: number;
  name: string;
  quantity: number;
  /** Unit price from the menu with the chosen options' deltas, "14.49". */
  price: string;
  /** What the order keeps of each chosen option: later menu edits never change it. */
  options: ChosenOption[];
}

/** An entry found on the menu, its chosen options checked. */
export interface MatchedLine {
  entry: OrderItemEntry;
  item: MenuEntry;
  chosen: ChosenOption[];
}

export interface PricedOrder extends OrderAmounts {
  lines: PricedLine[];
  /** The promotion applied, with its discount; null when none. */
  promotion: PromotionChoice | null;
}

/** What a restaurant prices an order with: its currency comes from its country. */
export interface PricingRestaurant {
  country: string;
  deliveryFee: string;
  taxRate: string;
  pricesIncludeTax: boolean;
}

/** Finds each entry on the restaurant's menu: by id, or by exact name for clients that send none. */
export function matchMenuItems(
  entries: readonly OrderItemEntry[],
  menu: readonly MenuEntry[],
  restaurantName: string,
): MatchedLine[] {
  const byId = new Map(menu.map((item) => [item.id, item]));
  const byName = new Map(menu.map((item) => [item.name.trim().toLowerCase(), item]));
  return entries.map((entry, index) => {
    const item = entry.id !== undefined ? byId.get(entry.id) : byName.get(entry.name.trim().toLowerCase());
    if (!item) {
      const message = `${entry.name} is not on ${restaurantName}'s menu`;
      throw new AppError(400, 'unknown_item', message, { items: message });
    }
    if (!item.isAvailable) {
      const message = `${item.name} is not available right now`;
      throw new AppError(409, 'item_unavailable', message, { items: message });
    }
    // The choice is checked before any amount: a wrong size is named, not priced.
    const check = checkLineOptions(item, entry.options);
    if (!check.ok) {
      const field = `items[${index}].options`;
      throw AppError.badRequest(`${field}: ${check.message}`, { [field]: check.message });
    }
    return { entry, item, chosen: check.chosen };
  });
}

/**
 * The order's money from the live menu and the restaurant's own fee and tax (DESIGN deviations 16
 * and 17), in the restaurant's currency. A stored amount finer than the currency allows (a menu
 * entered before currencies) is rounded to it, so a yen order is always whole yen.
 */
export function priceOrder(
  matched: readonly MatchedLine[],
  tip: string,
  restaurant: PricingRestaurant,
  pickPromotion: PromotionPicker = () => null,
): PricedOrder {
  const currency = restaurantCurrency(restaurant.country);
  const inCurrency = (text: string) => roundToCurrency(toCents(text), currency);
  const lines = matched.map(({ entry, item, chosen }) => ({
    id: item.id,
    name: item.name,
    quantity: entry.quantity,
    price: unitPrice(item.price, chosen, currency),
    options: chosen.map((option) => ({
      ...option,
      priceDelta: moneyDecimal(inCurrency(option.priceDelta), currency),
    })),
  }));
  const tipCents = moneyOrNull(tip, currency);
  if (tipCents === null) {
    const message = amountDecimalsMessage('Tip', currency);
    throw new AppError(400, 'invalid_input', `tip: ${message}`, { tip: message });
  }
  if (tipCents > maxTipCents(currency)) {
    const message = tipTooLarge(currency);
    throw new AppError(400, 'invalid_input', `tip: ${message}`, { tip: message });
  }
  const subtotalCents = sumCents(lines.map((line) => toCents(line.price) * line.quantity));
  const promotion = pickPromotion(subtotalCents, currency);
  const amounts = orderAmounts({
    currency,
    subtotalCents,
    discountCents: promotion?.discountCents ?? 0,
    deliveryFeeCents: inCurrency(restaurant.deliveryFee),
    tipCents,
    taxRate: restaurant.taxRate,
    pricesIncludeTax: restaurant.pricesIncludeTax,
  });
  const maxTotal = maxOrderTotalCents(currency);
  if (amounts.totalCents > maxTotal) {
    const message = `An order cannot total more than ${formatMoney(maxTotal, currency)}`;
    throw new AppError(400, 'total_too_large', message, { total: message });
  }
  return { ...amounts, lines, promotion };
}

/** DESIGN deviation 13: a restaurant's minimum order is on the food subtotal, fee and tip excluded. */
export function assertMinimumOrder(
  priced: PricedOrder,
  restaurant: { name: string; minOrder: string },
): void {
  const minimumCents = toCents(restaurant.minOrder);
  if (priced.subtotalCents >= minimumCents) return;
  const message = `The minimum order at ${restaurant.name} is ${formatMoney(minimumCents, priced.currency)}`;
  throw new AppError(409, 'below_minimum_order', message, { items: message });
}

/** Refuses the order when the client's prices or totals differ from the server's (409). */
export function assertClientAmountsMatch(
  client: {
    items: readonly OrderItemEntry[];
    subtotal: string;
    deliveryFee: string;
    total: string;
  },
  priced: PricedOrder,
): void {
  const fields: FieldErrors = {};
  client.items.forEach((entry, index) => {
    const line = priced.lines[index];
    if (line && toCents(entry.price) !== toCents(line.price)) {
      fields.items = `${line.name} now costs ${formatMoney(toCents(line.price), priced.currency)}`;
    }
  });
  const expect = (field: 'subtotal' | 'deliveryFee' | 'total', cents: number) => {
    if (toCents(client[field]) !== cents) fields[field] = `Should be ${moneyDecimal(cents, priced.currency)}`;
  };
  expect('subtotal', priced.subtotalCents);
  expect('deliveryFee', priced.deliveryFeeCents);
  expect('total', priced.totalCents);
  if (Object.keys(fields).length > 0) {
    throw new AppError(
      409,
      'amounts_changed',
      `The prices in your cart have changed. The order total is now ${formatMoney(priced.totalCents, priced.currency)}.`,
      fields,
    );
  }
}
