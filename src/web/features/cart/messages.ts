import { formatMoney } from '#domain/shared/currency.ts';

// Texts of the cart's check against the restaurant's current menu (DESIGN deviation 15): a line
// whose price or availability changed since it was added is flagged, never silently changed.

/** On a line whose dish costs something else now: "Price changed: was ¥950, now ¥1,000". */
export const priceChangedMessage = (wasCents: number, nowCents: number, currency: string) =>
  `Price changed: was ${formatMoney(wasCents, currency)}, now ${formatMoney(nowCents, currency)}`;

/** On a line whose dish was taken off the menu or marked unavailable. */
export const ITEM_UNAVAILABLE_MESSAGE = 'No longer available';

/** The button that takes the new price into the cart. */
export const ACCEPT_NEW_PRICE_LABEL = 'Accept new price';
/** The button that takes an unavailable dish out of the cart. */
export const REMOVE_UNAVAILABLE_LABEL = 'Remove item';

/** Next to the disabled Checkout / Place Order while a flagged line is not resolved. */
export const CART_CHANGES_BLOCKER =
  'Some items in your cart have changed: accept the new prices or remove the unavailable items to continue.';

/** A restaurant closed now but open later (orders for later, issue 37): the drawer's way on. */
export const ORDER_FOR_LATER = 'Order for later';
export const ORDER_FOR_LATER_HINT = 'You can order now for later: choose a delivery time at checkout.';
