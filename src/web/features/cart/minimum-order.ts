import { centsOrNull, formatUsd } from '#domain/shared/money.ts';

// DESIGN deviation 13: a restaurant's minimum order is on the food subtotal (fee and tip excluded),
// exactly as the server checks it. The cart shows what is missing before the customer goes on.

export interface MinimumOrderShortfall {
  /** The restaurant's minimum, in cents. */
  minimumCents: number;
  /** How much more food the cart needs, in cents; always above 0. */
  missingCents: number;
}

/**
 * What the cart lacks to reach `minOrder` (a decimal string such as "15.00"), or null when the
 * subtotal reaches it, there is no minimum ("0.00"), or the minimum is not a readable amount (the
 * server still checks then).
 */
export function minimumOrderShortfall(subtotalCents: number, minOrder: string): MinimumOrderShortfall | null {
  const minimumCents = centsOrNull(minOrder);
  if (minimumCents === null || minimumCents <= 0) return null;
  const missingCents = minimumCents - subtotalCents;
  return missingCents > 0 ? { minimumCents, missingCents } : null;
}

/** "Add $3.01 more to reach the $15.00 minimum order". */
export function minimumOrderMessage({ minimumCents, missingCents }: MinimumOrderShortfall): string {
  return `Add ${formatUsd(missingCents)} more to reach the ${formatUsd(minimumCents)} minimum order`;
}
