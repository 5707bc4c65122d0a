// Partner payouts of SPEC section 1 as made precise by DESIGN section 4. Computed as an estimate when
// an order is placed and again at delivery; everything is integer cents.
import { percentOfMoney, roundToCurrency } from '../shared/currency';
import { sumCents } from '../shared/money';

// The pay rules (SPEC section 1).
export const DRIVER_BASE_PAY_CENTS = 500;
export const DRIVER_PAY_PER_KM_CENTS = 100;
/** Kilometres included in the base pay; only distance beyond this earns the per-km rate. */
export const DRIVER_INCLUDED_KM = 5;
/** Tips up to and including this go fully to the driver. */
export const TIP_FEE_THRESHOLD_CENTS = 2000;
/** Deducted from tips above the threshold; it goes to the company. */
export const TIP_FEE_CENTS = 500;
export const RESTAURANT_DELIVERY_FEE_SHARE_PERCENT = 20;
/** Restaurants keep 100% of food sales: no commission. */
export const RESTAURANT_COMMISSION_PERCENT = 0;
export const DRIVER_AVERAGE_EARNINGS_PER_HOUR = '$15-25';

/**
 * The pay rules of a country's rate card, in cents of its currency. The spec's rules (the constants
 * above) are the US and Canada cards.
 */
export interface PayoutRules {
  driverBaseCents: number;
  driverPerKmCents: number;
  /** Kilometres included in the base pay. */
  freeKm: number;
  tipFeeThresholdCents: number;
  tipFeeCents: number;
  /** Percent of the delivery fee that goes to the restaurant, up to three decimals ("20"). */
  restaurantDeliverySharePercent: string;
}

export const SPEC_PAYOUT_RULES: PayoutRules = Object.freeze({
  driverBaseCents: DRIVER_BASE_PAY_CENTS,
  driverPerKmCents: DRIVER_PAY_PER_KM_CENTS,
  freeKm: DRIVER_INCLUDED_KM,
  tipFeeThresholdCents: TIP_FEE_THRESHOLD_CENTS,
  tipFeeCents: TIP_FEE_CENTS,
  restaurantDeliverySharePercent: String(RESTAURANT_DELIVERY_FEE_SHARE_PERCENT),
});

export interface PayoutInput {
  subtotalCents: number;
  /** The restaurant-funded promotion's discount: it comes off the restaurant's share. */
  discountCents?: number;
  deliveryFeeCents: number;
  /**
   * Tax the total carries on top of the prices (0 when it is included in them): the restaurant
   * collects and remits it, so it is part of restaurantPay, never of companyPay.
   */
  addedTaxCents?: number;
  tipCents: number;
  /**
   * The straight-line restaurant-to-drop-off distance stored when the order was placed: checked
   * against the restaurant's delivery radius then, so distance pay never exceeds the radius.
   */
  distanceKm: number;
}

/**
 * The platform's own line, defined once: what the customer paid less what the driver and the
 * restaurant are owed. It holds the delivery fee's remaining share and the tip fee; it is negative
 * when a long trip costs more than the fee brings in. Tax never lands here: it is the restaurant's.
 */
export function companyPayCents(
  parts: Pick<Payouts, 'totalCents' | 'driverPayCents' | 'restaurantPayCents'>,
): number {
  return parts.totalCents - parts.driverPayCents - parts.restaurantPayCents;
}

export interface Payouts {
  totalCents: number;
  driverPayCents: number;
  restaurantPayCents: number;
  /** total - driverPay - restaurantPay; negative when a long trip costs more than the fee earns. */
  companyPayCents: number;
  /** The parts of driverPay, kept so the paymentBreakdown can show them. */
  driverBaseCents: number;
  driverDistanceCents: number;
  driverTipCents: number;
  /** Deducted from a tip above $20; it is part of companyPay. */
  tipFeeCents: number;
  restaurantDeliveryShareCents: number;
}

function assertNonNegativeCents(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative whole number of cents, got ${value}`);
  }
}

/**
 * $1.00 per km beyond 5 km, pro rata to the cent, rounded half up. Distances carry 2 decimals, so
 * (km - 5) * 100 is meant to be whole or .5; the epsilon absorbs float noise such as
 * (5.13 - 5) * 100 = 12.999999999999972.
 */
function distanceCents(distanceKm: number, rules: PayoutRules, currency: string): number {
  const extraKm = Math.max(0, distanceKm - rules.freeKm);
  const cents = Math.floor(extraKm * rules.driverPerKmCents + 0.5 + 1e-7);
  return roundToCurrency(cents, currency);
}

/** The driver's share of the tip: all of it up to the threshold ($20), else the tip less the fee ($5). */
export function driverTipCents(tipCents: number, rules: PayoutRules = SPEC_PAYOUT_RULES): number {
  assertNonNegativeCents('tipCents', tipCents);
  return tipCents > rules.tipFeeThresholdCents ? Math.max(0, tipCents - rules.tipFeeCents) : tipCents;
}

/**
 * The split of an order's money. `rules` is the rate card of the order's country (the spec's rules
 * by default) and `currency` the order's, whose minor unit every share is rounded to.
 */
export function computePayouts(
  input: PayoutInput,
  rules: PayoutRules = SPEC_PAYOUT_RULES,
  currency = 'USD',
): Payouts {
  const { subtotalCents, deliveryFeeCents, tipCents, distanceKm } = input;
  const discountCents = input.discountCents ?? 0;
  const addedTaxCents = input.addedTaxCents ?? 0;
  assertNonNegativeCents('subtotalCents', subtotalCents);
  assertNonNegativeCents('discountCents', discountCents);
  assertNonNegativeCents('deliveryFeeCents', deliveryFeeCents);
  assertNonNegativeCents('addedTaxCents', addedTaxCents);
  assertNonNegativeCents('tipCents', tipCents);
  if (!Number.isFinite(distanceKm) || distanceKm < 0) {
    throw new RangeError(`distanceKm must be a non-negative number, got ${distanceKm}`);
  }

  const foodCents = subtotalCents - Math.min(discountCents, subtotalCents);
  const totalCents = sumCents([foodCents, deliveryFeeCents, addedTaxCents, tipCents]);
  const driverDistanceCents = distanceCents(distanceKm, rules, currency);
  const driverTip = driverTipCents(tipCents, rules);
  const driverPayCents = sumCents([rules.driverBaseCents, driverDistanceCents, driverTip]);
  const restaurantDeliveryShareCents = percentOfMoney(
    deliveryFeeCents,
    rules.restaurantDeliverySharePercent,
    currency,
  );
  const restaurantPayCents = sumCents([foodCents, addedTaxCents, restaurantDeliveryShareCents]);

  return {
    totalCents,
    driverPayCents,
    restaurantPayCents,
    companyPayCents: companyPayCents({ totalCents, driverPayCents, restaurantPayCents }),
    driverBaseCents: rules.driverBaseCents,
    driverDistanceCents,
    driverTipCents: driverTip,
    tipFeeCents: tipCents - driverTip,
    restaurantDeliveryShareCents,
  };
}
// --- Partner payouts (SPEC section 1; computed in payouts.ts) -----------------------------------------
