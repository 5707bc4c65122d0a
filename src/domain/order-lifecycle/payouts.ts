// Partner payouts of SPEC section 1 as made precise by DESIGN section 4. Computed as an estimate when
// an order is placed and again at delivery; everything is integer cents.
import { percentOfCents, sumCents } from '../shared/money';

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

export interface PayoutInput {
  subtotalCents: number;
  deliveryFeeCents: number;
  tipCents: number;
  /**
   * The straight-line restaurant-to-drop-off distance stored when the order was placed: checked
   * against the restaurant's delivery radius then, so distance pay never exceeds the radius.
   */
  distanceKm: number;
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
function distanceCents(distanceKm: number): number {
  const extraKm = Math.max(0, distanceKm - DRIVER_INCLUDED_KM);
  return Math.floor(extraKm * DRIVER_PAY_PER_KM_CENTS + 0.5 + 1e-7);
}

/** The driver's share of the tip: all of it up to $20, otherwise the tip minus the $5 fee. */
export function driverTipCents(tipCents: number): number {
  assertNonNegativeCents('tipCents', tipCents);
  return tipCents > TIP_FEE_THRESHOLD_CENTS ? tipCents - TIP_FEE_CENTS : tipCents;
}

export function computePayouts(input: PayoutInput): Payouts {
  const { subtotalCents, deliveryFeeCents, tipCents, distanceKm } = input;
  assertNonNegativeCents('subtotalCents', subtotalCents);
  assertNonNegativeCents('deliveryFeeCents', deliveryFeeCents);
  assertNonNegativeCents('tipCents', tipCents);
  if (!Number.isFinite(distanceKm) || distanceKm < 0) {
    throw new RangeError(`distanceKm must be a non-negative number, got ${distanceKm}`);
  }

  const totalCents = sumCents([subtotalCents, deliveryFeeCents, tipCents]);
  const driverDistanceCents = distanceCents(distanceKm);
  const driverTip = driverTipCents(tipCents);
  const driverPayCents = sumCents([DRIVER_BASE_PAY_CENTS, driverDistanceCents, driverTip]);
  const restaurantDeliveryShareCents = percentOfCents(
    deliveryFeeCents,
    RESTAURANT_DELIVERY_FEE_SHARE_PERCENT,
  );
  const restaurantPayCents = subtotalCents + restaurantDeliveryShareCents;

  return {
    totalCents,
    driverPayCents,
    restaurantPayCents,
    companyPayCents: totalCents - driverPayCents - restaurantPayCents,
    driverBaseCents: DRIVER_BASE_PAY_CENTS,
    driverDistanceCents,
    driverTipCents: driverTip,
    tipFeeCents: tipCents - driverTip,
    restaurantDeliveryShareCents,
  };
}
// --- Partner payouts (SPEC section 1; computed in payouts.ts) -----------------------------------------
