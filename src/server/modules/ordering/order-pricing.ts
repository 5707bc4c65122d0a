import type { OrderItemEntry } from '#domain/ordering/requests.ts';
import { DELIVERY_FEE_CENTS, MAX_ORDER_TOTAL } from '#domain/ordering/rules.ts';
import { centsToDecimal, formatUsd, sumCents, toCents } from '#domain/shared/money.ts';
import { AppError, type FieldErrors } from '#server/http/app-error.ts';

// Prices an order from the live menu (DESIGN deviation 7): the client's amounts are only compared,
// never used. A difference means the cart is out of date, and the customer must see the new total
// before paying it.

export interface MenuEntry {
  id: number;
  name: string;
  price: string;
  isAvailable: boolean;
}

export interface PricedLine {
  id: number;
  name: string;
  quantity: number;
  /** Unit price from the menu, "12.99". */
  price: string;
}

export interface PricedOrder {
  lines: PricedLine[];
  subtotalCents: number;
  deliveryFeeCents: number;
  tipCents: number;
  totalCents: number;
}

/** Finds each entry on the restaurant's menu: by id, or by exact name for clients that send none. */
export function matchMenuItems(
  entries: readonly OrderItemEntry[],
  menu: readonly MenuEntry[],
  restaurantName: string,
): { entry: OrderItemEntry; item: MenuEntry }[] {
  const byId = new Map(menu.map((item) => [item.id, item]));
  const byName = new Map(menu.map((item) => [item.name.trim().toLowerCase(), item]));
  return entries.map((entry) => {
    const item = entry.id !== undefined ? byId.get(entry.id) : byName.get(entry.name.trim().toLowerCase());
    if (!item) {
      const message = `${entry.name} is not on ${restaurantName}'s menu`;
      throw new AppError(400, 'unknown_item', message, { items: message });
    }
    if (!item.isAvailable) {
      const message = `${item.name} is not available right now`;
      throw new AppError(409, 'item_unavailable', message, { items: message });
    }
    return { entry, item };
  });
}

export function priceOrder(
  matched: readonly { entry: OrderItemEntry; item: MenuEntry }[],
  tip: string,
): PricedOrder {
  const lines = matched.map(({ entry, item }) => ({
    id: item.id,
    name: item.name,
    quantity: entry.quantity,
    price: centsToDecimal(toCents(item.price)),
  }));
  const subtotalCents = sumCents(lines.map((line) => toCents(line.price) * line.quantity));
  const tipCents = toCents(tip);
  const totalCents = sumCents([subtotalCents, DELIVERY_FEE_CENTS, tipCents]);
  if (totalCents > toCents(MAX_ORDER_TOTAL)) {
    const message = `An order cannot total more than ${formatUsd(toCents(MAX_ORDER_TOTAL))}`;
    throw new AppError(400, 'total_too_large', message, { total: message });
  }
  return { lines, subtotalCents, deliveryFeeCents: DELIVERY_FEE_CENTS, tipCents, totalCents };
}

/** DESIGN deviation 13: a restaurant's minimum order is on the food subtotal, fee and tip excluded. */
export function assertMinimumOrder(
  priced: PricedOrder,
  restaurant: { name: string; minOrder: string },
): void {
  const minimumCents = toCents(restaurant.minOrder);
  if (priced.subtotalCents >= minimumCents) return;
  const message = `The minimum order at ${restaurant.name} is ${formatUsd(minimumCents)}`;
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
      fields.items = `${line.name} now costs ${formatUsd(toCents(line.price))}`;
    }
  });
  const expect = (field: 'subtotal' | 'deliveryFee' | 'total', cents: number) => {
    if (toCents(client[field]) !== cents) fields[field] = `Should be ${centsToDecimal(cents)}`;
  };
  expect('subtotal', priced.subtotalCents);
  expect('deliveryFee', priced.deliveryFeeCents);
  expect('total', priced.totalCents);
  if (Object.keys(fields).length > 0) {
    throw new AppError(
      409,
      'amounts_changed',
      `The prices in your cart have changed. The order total is now ${formatUsd(priced.totalCents)}.`,
      fields,
    );
  }
}
