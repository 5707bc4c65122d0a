import {
  computePayouts,
  type PayoutRules,
  type Payouts,
  SPEC_PAYOUT_RULES,
} from '#domain/order-lifecycle/payouts.ts';
import { payoutRulesOf, type RateCard } from '#domain/rate-cards/rules.ts';
import { toCents } from '#domain/shared/money.ts';
import type { StoredOrderAmounts } from './order-amounts-view';

// The payouts of a stored order, from its own amounts and the distance stored when it was placed:
// what the driver's screens show before accepting and what delivery makes final.

export interface PayableOrderRow extends Omit<StoredOrderAmounts, 'total'> {
  /** km with 2 decimals; null when the restaurant had no position (no distance pay). */
  deliveryDistance: string | null;
}

/**
 * The payout rules of the rate card kept in an order's payment breakdown; the spec's rules for an
 * order stored before rate cards (or a breakdown that cannot be read).
 */
export function rulesKeptWith(paymentBreakdown: string | null): PayoutRules {
  if (!paymentBreakdown) return SPEC_PAYOUT_RULES;
  try {
    const card = (JSON.parse(paymentBreakdown) as { rateCard?: RateCard }).rateCard;
    return card ? payoutRulesOf(card) : SPEC_PAYOUT_RULES;
  } catch {
    return SPEC_PAYOUT_RULES;
  }
}

export function storedOrderPayouts(row: PayableOrderRow, rules: PayoutRules = SPEC_PAYOUT_RULES): Payouts {
  return computePayouts(
    {
      subtotalCents: toCents(row.subtotal),
      discountCents: toCents(row.discount),
      deliveryFeeCents: toCents(row.deliveryFee),
      addedTaxCents: row.taxIncluded ? 0 : toCents(row.tax),
      tipCents: toCents(row.tip),
      distanceKm: row.deliveryDistance === null ? 0 : Number(row.deliveryDistance),
    },
    rules,
    row.currency,
  );
}
