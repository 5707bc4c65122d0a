import { FALLBACK_CURRENCY, formatMoney } from '#domain/shared/currency.ts';
import { centsOrNull } from '#domain/shared/money.ts';

// DESIGN deviation 13: a restaurant's minimum order is on the food subtotal (fee and tip excluded),
// exactly as the server checks it. The cart shows what is missing before the customer goes on.

export interface MinimumOrderShortfall {
  /** The restaurant's minimum, in cents. */
  minimumCents: number;
  /** How much more food the cart needs, in cents; always above 0. */
  missingCents: number;
  /** ISO 4217 of the restaurant: its minimum and the cart are in it. */
  currency: string;
}

/**
 * What the cart lacks to reach `minOrder` (a decimal string such as "15.00" or "1000", in the
 * restaurant's `currency`), or null when the subtotal reaches it, there is no minimum ("0.00"), or
 * the minimum is not a readable amount (the server still checks then). Without a currency it is the
 * spec's, as for a restaurant whose country is unknown.
 */
export function minimumOrderShortfall(
  subtotalCents: number,
  minOrder: string,
  currency: string = FALLBACK_CURRENCY,
): MinimumOrderShortfall | null {
  const minimumCents = centsOrNull(minOrder);
  if (minimumCents === null || minimumCents <= 0) return null;
  const missingCents = minimumCents - subtotalCents;
  return missingCents > 0 ? { minimumCents, missingCents, currency } : null;
}

/** "Add ¥300 more to reach the ¥1,000 minimum order", "Add £3.01 more to reach the £15.00 …". */
export function minimumOrderMessage({ minimumCents, missingCents, currency }: MinimumOrderShortfall): string {
  return `Add ${formatMoney(missingCents, currency)} more to reach the ${formatMoney(minimumCents, currency)} minimum order`;
}
