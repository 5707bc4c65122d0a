import { ratingLabel } from '#domain/reviews/rules.ts';
import { formatAmount } from '#domain/shared/currency.ts';

/**
 * A decimal string or number in its currency: ('12.99', 'CAD') -> '$12.99', ('980', 'JPY') -> '¥980'.
 * Every amount on a screen goes through the domain's one formatter; unparseable input is shown as is.
 */
export function formatPrice(value: string | number, currency: string): string {
  return formatAmount(value, currency);
}

/** ('2.99', 'CAD') -> '$2.99 delivery'. */
export function formatDeliveryFee(fee: string | number, currency: string): string {
  return `${formatPrice(fee, currency)} delivery`;
}

/**
 * A rating with how many reviews it is the mean of: ('4.62', 12) -> '4.6 (12)'; with no reviews yet
 * 'New', never '0.0' (ratingLabel, the rule every screen shares).
 */
export function formatRating(rating: string, ratingCount: number): string {
  const label = ratingLabel(rating, ratingCount);
  return ratingCount > 0 ? `${label} (${ratingCount})` : label;
}
