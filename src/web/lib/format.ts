import { formatUsd, toCents } from '#domain/shared/money.ts';

/** A decimal string or number as dollars: '12.99' -> '$12.99'. Unparseable input is shown as is. */
export function formatPrice(value: string | number): string {
  try {
    return formatUsd(toCents(value));
  } catch {
    return String(value);
  }
}

/** '2.99' -> '$2.99 delivery'. */
export function formatDeliveryFee(fee: string | number): string {
  return `${formatPrice(fee)} delivery`;
}

/** A partner's rating: '4.90' -> '4.9 / 5'; without ratings yet it says so instead of showing 0. */
export function formatRating(rating: string): string {
  const value = Number(rating);
  if (!Number.isFinite(value) || value <= 0) return 'No ratings yet';
  return `${Number(value.toFixed(2))} / 5`;
}
