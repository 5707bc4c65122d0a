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

/** A partner's rating: '4.90' -> '4.9 / 5'; without ratings yet it says so instead of showing 0. */
export function formatRating(rating: string): string {
  const value = Number(rating);
  if (!Number.isFinite(value) || value <= 0) return 'No ratings yet';
  return `${Number(value.toFixed(2))} / 5`;
}
