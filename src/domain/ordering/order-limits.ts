// Size limits of an order in each catalogue currency. The spec's limits are dollar figures (a total
// of at most 9,999.99, a tip of at most 500.00); elsewhere they hold as the same order of size, so a
// typo cannot charge a customer a fortune in any currency. These are guards, not exchange rates:
// a rough count of units per US dollar, rounded to two significant figures.
import { minorStepCents, normalizeCurrency } from '../shared/currency';

const UNITS_PER_US_DOLLAR: Readonly<Record<string, number>> = Object.freeze({
  USD: 1,
  CAD: 1.4,
  MXN: 18,
  BRL: 5.5,
  ARS: 1400,
  CLP: 950,
  COP: 4000,
  PEN: 3.5,
  VES: 200,
  BOB: 7,
  PYG: 7500,
  UYU: 40,
  GBP: 0.8,
  EUR: 0.9,
  CHF: 0.85,
  SEK: 10,
  NOK: 10,
  DKK: 6.5,
  PLN: 3.8,
  CNY: 7.2,
  JPY: 150,
  KRW: 1400,
  INR: 88,
  SGD: 1.3,
  HKD: 7.8,
  TWD: 31,
  MYR: 4.3,
  THB: 33,
  IDR: 16000,
  PHP: 58,
  VND: 26000,
  AED: 3.7,
  SAR: 3.8,
  ILS: 3.7,
  TRY: 42,
  ZAR: 18,
  NGN: 1500,
  EGP: 48,
  MAD: 9.2,
  KES: 130,
  GHS: 11,
  ETB: 140,
  TZS: 2500,
  AUD: 1.5,
  NZD: 1.7,
  FJD: 2.3,
});

/** The spec's dollar limits, in cents. */
const MAX_TOTAL_USD_CENTS = 1_000_000;
const MAX_TIP_USD_CENTS = 50_000;

function unitsPerDollar(currency: string): number {
  return UNITS_PER_US_DOLLAR[normalizeCurrency(currency)] ?? 1;
}

/** Dollars scaled to the currency, in whole cents (rates carry at most one decimal digit). */
function scaled(usdCents: number, currency: string): number {
  return Math.round(usdCents * unitsPerDollar(currency));
}

/** The largest total an order may have: 9,999.99 dollars, 1,499,999 yen. */
export function maxOrderTotalCents(currency: string): number {
  return scaled(MAX_TOTAL_USD_CENTS, currency) - minorStepCents(currency);
}

/** The largest tip: 500.00 dollars, 75,000 yen. */
export function maxTipCents(currency: string): number {
  return scaled(MAX_TIP_USD_CENTS, currency);
}

/** A delivery fee stays below 100.00 dollars' worth (the spec's numeric(4,2)): 140 CAD, 15,000 yen. */
export function deliveryFeeLimitCents(currency: string): number {
  return scaled(10_000, currency);
}

/** A minimum order stays below 10,000.00 dollars' worth (the spec's numeric(6,2)). */
export function minOrderLimitCents(currency: string): number {
  return scaled(1_000_000, currency);
}
