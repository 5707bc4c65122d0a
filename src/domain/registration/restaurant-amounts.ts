// A restaurant's own amounts (delivery fee, minimum order) in the currency of its country: no more
// decimals than it has (no fractions of a yen), and below the spec's dollar limits scaled to it.
// Registration and the Settings form share these checks; the server runs them once the country is
// known.
import { deliveryFeeLimitCents, minOrderLimitCents } from '../ordering/order-limits';
import { amountDecimalsMessage, formatMoney, moneyOrNull } from '../shared/currency';

const CHECKS = {
  deliveryFee: { label: 'Delivery fee', limit: deliveryFeeLimitCents },
  minOrder: { label: 'Minimum order', limit: minOrderLimitCents },
} as const;

export function restaurantAmountIssues(
  amounts: { deliveryFee?: string | undefined; minOrder?: string | undefined },
  currency: string,
): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const field of ['deliveryFee', 'minOrder'] as const) {
    const text = amounts[field];
    if (text === undefined) continue;
    const { label, limit } = CHECKS[field];
    const cents = moneyOrNull(text, currency);
    if (cents === null) issues[field] = amountDecimalsMessage(label, currency);
    else if (cents >= limit(currency)) {
      issues[field] = `${label} must be less than ${formatMoney(limit(currency), currency)}`;
    }
  }
  return issues;
}
