import {
  DRIVER_AVERAGE_EARNINGS_PER_HOUR,
  RESTAURANT_COMMISSION_PERCENT,
} from '#domain/order-lifecycle/payouts.ts';
import { type RateCard, SPEC_RATE_CARD_FIGURES } from '#domain/rate-cards/rules.ts';
import { currencyDigits, formatAmount } from '#domain/shared/currency.ts';
import { toCents } from '#domain/shared/money.ts';

// The partner payout rules written from a country's rate card, the data the payout calculation
// uses, in that country's currency: the sign-up pages can never promise something the money code
// does not do. Without a card there are no rules to state.

export interface PayoutRule {
  title: string;
  detail: string;
}

/** The spec's rules (SPEC section 1): the United States card. Terms and Careers quote it. */
export const SPEC_US_RATE_CARD: RateCard = Object.freeze({
  countryCode: 'US',
  currency: 'USD',
  ...SPEC_RATE_CARD_FIGURES,
  tipPresets: [...SPEC_RATE_CARD_FIGURES.tipPresets],
});

/**
 * An amount without its minor digits when it is whole, as the spec writes tip thresholds: 20.00 US
 * dollars lose their ".00", 4.99 keep their cents, 2000 yen read ¥2,000.
 */
export function formatShortAmount(value: string, currency: string): string {
  const text = formatAmount(value, currency);
  let cents: number;
  try {
    cents = toCents(value);
  } catch {
    return text;
  }
  return currencyDigits(currency) === 2 && cents % 100 === 0 ? text.replace(/\.00$/, '') : text;
}

/** "5.00" -> "5", "4.5" -> "4.5": kilometres and percents as people write them. */
const plain = (value: string) => String(Number(value));

export function driverPayoutRules(card: RateCard = SPEC_US_RATE_CARD): PayoutRule[] {
  const money = (value: string) => formatAmount(value, card.currency);
  const short = (value: string) => formatShortAmount(value, card.currency);
  const threshold = short(card.tipFeeThreshold);
  const rules: PayoutRule[] = [
    {
      title: 'Per delivery',
      detail: `${money(card.driverBase)} base per delivery plus ${money(card.driverPerKm)} per km beyond ${plain(card.freeKm)} km.`,
    },
    {
      title: 'Tips',
      detail:
        toCents(card.tipFee) === 0
          ? 'Tips go fully to the driver.'
          : `Tips up to ${threshold} go fully to the driver; on tips above ${threshold} a ${short(card.tipFee)} fee is deducted.`,
    },
  ];
  // The spec's hourly average is a United States figure; no other country has one to state.
  if (card.countryCode === SPEC_US_RATE_CARD.countryCode) {
    rules.push({ title: 'Average earnings', detail: `${DRIVER_AVERAGE_EARNINGS_PER_HOUR} per hour.` });
  }
  return rules;
}

export function restaurantPayoutRules(card: RateCard = SPEC_US_RATE_CARD): PayoutRule[] {
  return [
    {
      title: 'Food sales',
      detail: `Keep ${100 - RESTAURANT_COMMISSION_PERCENT}% of food sales.`,
    },
    {
      title: 'Delivery fee',
      detail: `Plus ${plain(card.restaurantDeliveryShare)}% of the delivery fee.`,
    },
    {
      title: 'Commission',
      detail:
        RESTAURANT_COMMISSION_PERCENT === 0
          ? 'No commission.'
          : `${RESTAURANT_COMMISSION_PERCENT}% commission.`,
    },
  ];
}
