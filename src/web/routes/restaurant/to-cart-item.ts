import type { CartItemInput, CartOption } from '#domain/cart/rules.ts';
import type { MenuItem, Restaurant } from '#domain/catalogue/responses.ts';
import { toCents } from '#domain/shared/money.ts';

/**
 * A dish as the cart keeps it (SPEC section 3, cart item), in the menu's currency (the
 * restaurant's). The wire price is a decimal string; a price that is not a plain amount with at
 * most two decimals gives null: such a dish is not sold.
 */
export function toCartItem(
  item: MenuItem,
  restaurant: Pick<Restaurant, 'id' | 'name'>,
): CartItemInput | null {
  let cents: number;
  try {
    cents = toCents(item.price);
  } catch {
    return null;
  }
  if (cents <= 0) return null;
  return {
    id: item.id,
    name: item.name,
    price: cents / 100,
    currency: item.currency,
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    imageUrl: item.imageUrl,
  };
}

/** The dish with the choices made in its options dialog, its unit price including their deltas. */
export function withChoices(item: CartItemInput, options: CartOption[], unitCents: number): CartItemInput {
  return options.length === 0 ? item : { ...item, options, price: unitCents / 100 };
}
