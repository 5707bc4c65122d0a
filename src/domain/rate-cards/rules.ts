// Rate cards (DESIGN deviation 16): the payout rules of one country, in its currency, as data. The
// spec's dollar rules are the United States and Canada cards.
import type { PayoutRules } from '../order-lifecycle/payouts';
import { toCents } from '../shared/money';

/** A country's card as the API carries it: amounts as decimal strings in `currency`. */
export interface RateCard {
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string;
  /** ISO 4217, the country's catalogue currency. */
  currency: string;
  /** Pay per delivery. */
  driverBase: string;
  /** Pay per km beyond freeKm. */
  driverPerKm: string;
  /** Kilometres the base pay covers ("5"). */
  freeKm: string;
  /** Tips up to and including this go fully to the driver. */
  tipFeeThreshold: string;
  /** Kept from a tip above the threshold; it is the platform's. */
  tipFee: string;
  /** Percent of the delivery fee that goes to the restaurant ("20"). */
  restaurantDeliveryShare: string;
  /** The checkout's tip buttons, in the currency. */
  tipPresets: string[];
}

/** The spec's rules (SPEC section 1): the US card; Canada's holds the same figures in CAD. */
export const SPEC_RATE_CARD_FIGURES = Object.freeze({
  driverBase: '5.00',
  driverPerKm: '1.00',
  freeKm: '5',
  tipFeeThreshold: '20.00',
  tipFee: '5.00',
  restaurantDeliveryShare: '20',
  tipPresets: Object.freeze(['0', '3', '5', '10']),
});

export const MAX_TIP_PRESETS = 6;
export const MAX_FREE_KM = 50;

/** The card's figures as the payout computation takes them (cents of the currency). */
export function payoutRulesOf(card: RateCard): PayoutRules {
  return {
    driverBaseCents: toCents(card.driverBase),
    driverPerKmCents: toCents(card.driverPerKm),
    freeKm: Number(card.freeKm),
    tipFeeThresholdCents: toCents(card.tipFeeThreshold),
    tipFeeCents: toCents(card.tipFee),
    restaurantDeliverySharePercent: card.restaurantDeliveryShare,
  };
}

export const NO_RATE_CARD = 'no_rate_card';
export const UNKNOWN_COUNTRY = 'unknown_country';

/** 409 no_rate_card: a partner in a country whose payout rules are not set cannot be approved. */
export function setRateCardFirst(countryName: string): string {
  return `Set the rate card for ${countryName} first`;
}

/** 409 unknown_country: the partner's country is not one the product serves. */
export function unknownCountryMessage(country: string): string {
  return `${country || 'This country'} is not a country QuickBite serves: set the partner's country first`;
}
