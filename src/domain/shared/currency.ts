// Money in the restaurant's currency (DESIGN deviation 16, decision 0030). Amounts stay integers of
// hundredths of the unit ("cents" throughout the code: 499 is 4.99 dollars, 98000 is 980 yen), the
// scale every numeric column stores. What differs per currency lives here: how many decimals an
// amount may carry, how it is printed and shown, where rounding lands, and what the card provider
// counts in.
import { COUNTRIES, findCountryByCode, findCountryByName } from '../countries/country-list';
import { centsToDecimal, toCents } from './money';

/** The spec's currency: what a restaurant whose country matches no catalogue entry is priced in. */
export const FALLBACK_CURRENCY = 'USD';

/**
 * Currencies of the catalogue priced in whole units: no minor unit in use (ISO 4217 gives JPY,
 * KRW, CLP, PYG and VND none; Colombian and Indonesian prices carry no cents in practice, and Intl
 * shows none). Every other catalogue currency has two decimals; none has three.
 */
const WHOLE_UNIT_CURRENCIES: ReadonlySet<string> = new Set(['JPY', 'KRW', 'CLP', 'PYG', 'VND', 'COP', 'IDR']);

/**
 * Stripe's zero-decimal currencies among them: amounts go to Stripe in whole units. COP and IDR are
 * two-decimal currencies for Stripe, so their whole amounts go in hundredths like dollars.
 */
const PROVIDER_ZERO_DECIMAL: ReadonlySet<string> = new Set(['JPY', 'KRW', 'CLP', 'PYG', 'VND']);

/** Every ISO 4217 code of the catalogue, sorted: the currencies an order can be in. */
export const CATALOGUE_CURRENCIES: readonly string[] = Object.freeze(
  [...new Set(COUNTRIES.map((country) => country.currency))].sort(),
);

export function normalizeCurrency(currency: string): string {
  return currency.trim().toUpperCase();
}

/** Decimals an amount in this currency may carry: 0 for yen or won, 2 for dollars, euros, pounds. */
export function currencyDigits(currency: string): 0 | 2 {
  return WHOLE_UNIT_CURRENCIES.has(normalizeCurrency(currency)) ? 0 : 2;
}

/** The smallest amount of the currency in cents: 1 (a cent) or 100 (a whole yen). */
export function minorStepCents(currency: string): 1 | 100 {
  return currencyDigits(currency) === 0 ? 100 : 1;
}

const currencyByCountry = new Map<string, string | null>();

/** The catalogue's currency of a country given by name ("Japan") or code ("JP"); null when unknown. */
export function currencyOfCountry(country: string | null | undefined): string | null {
  if (!country) return null;
  // Asked for on every order and every priced row: remembered per stored spelling (a few dozen).
  let currency = currencyByCountry.get(country);
  if (currency === undefined) {
    currency = (findCountryByName(country) ?? findCountryByCode(country))?.currency ?? null;
    if (currencyByCountry.size < 1_000) currencyByCountry.set(country, currency);
  }
  return currency;
}

/** The currency a restaurant in this country prices in: its catalogue currency, else USD. */
export function restaurantCurrency(country: string | null | undefined): string {
  return currencyOfCountry(country) ?? FALLBACK_CURRENCY;
}

/** Whether cents are a whole number of the currency's minor unit (980 yen, not 980.50 yen). */
export function fitsCurrency(cents: number, currency: string): boolean {
  return Number.isSafeInteger(cents) && cents % minorStepCents(currency) === 0;
}

/** "980" or "12.345" as cents, or null when it is no amount or has more decimals than allowed. */
export function moneyOrNull(value: string | number, currency: string): number | null {
  let cents: number;
  try {
    cents = toCents(value);
  } catch {
    return null;
  }
  return fitsCurrency(cents, currency) ? cents : null;
}

/** The wire and storage text of an amount: "980" for yen, "12.50" for pounds, "-3.10" too. */
export function moneyDecimal(cents: number, currency: string): string {
  const text = centsToDecimal(cents);
  return currencyDigits(currency) === 0 ? text.slice(0, -3) : text;
}

/** Rounds cents half up (away from zero) to the currency's minor unit. */
export function roundToCurrency(cents: number, currency: string): number {
  const step = minorStepCents(currency);
  if (step === 1) return Math.round(cents);
  const rounded = Math.floor(Math.abs(cents) / step + 0.5) * step;
  return cents < 0 ? -rounded : rounded;
}

/** A percent as an exact integer of thousandths: "14.975" -> 14975, 20 -> 20000. */
function thousandthsOf(percent: string | number): bigint {
  const text = typeof percent === 'number' ? String(percent) : percent.trim();
  const match = /^(\d+)(?:\.(\d{1,3}))?$/.exec(text);
  if (!match) throw new RangeError(`Not a percent with at most 3 decimals: ${JSON.stringify(text)}`);
  return BigInt(match[1] ?? '0') * 1000n + BigInt((match[2] ?? '').padEnd(3, '0'));
}

/** numerator / denominator rounded half up, for non-negative bigints. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

function assertNonNegative(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`Expected a non-negative whole number of cents, got ${cents}`);
  }
}

/**
 * percent% of an amount ("14.975", 20), rounded half up to the currency's minor unit, computed in
 * exact integers: 20% of 4.99 is 1.00, 10% of 985 yen is 99 yen.
 */
export function percentOfMoney(cents: number, percent: string | number, currency: string): number {
  assertNonNegative(cents);
  const step = BigInt(minorStepCents(currency));
  const units = divideHalfUp(BigInt(cents) * thousandthsOf(percent), 100_000n * step);
  return Number(units * step);
}

/**
 * The tax inside a price that includes it at percent%: price * rate / (100 + rate), rounded half
 * up to the minor unit (a 20% VAT inside 12.00 is 2.00; 10% inside 1,100 yen is 100 yen).
 */
export function includedTaxOf(cents: number, percent: string | number, currency: string): number {
  assertNonNegative(cents);
  const step = BigInt(minorStepCents(currency));
  const rate = thousandthsOf(percent);
  const units = divideHalfUp(BigInt(cents) * rate, (100_000n + rate) * step);
  return Number(units * step);
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  const code = normalizeCurrency(currency);
  let formatter = formatters.get(code);
  if (!formatter) {
    const digits = currencyDigits(code);
    formatter = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(code, formatter);
  }
  return formatter;
}

/**
 * The one way an amount is shown (¥980, £12.50, $12.50, -$5.00): English until the product speaks
 * other languages, the currency's narrow symbol, its own decimals. Hundredths go through Intl as a
 * decimal string, so no float rounding can show 4.98 for 4.99.
 */
export function formatMoney(cents: number, currency: string): string {
  return formatterFor(currency).format(centsToDecimal(cents) as unknown as number);
}

/** A decimal string or number ("12.99") in its currency; unparseable input is shown as it is. */
export function formatAmount(value: string | number, currency: string): string {
  try {
    return formatMoney(toCents(value), currency);
  } catch {
    return String(value);
  }
}

/** The amount a card provider is asked for, in its smallest unit (Stripe: yen, cents, centavos). */
export function providerAmount(cents: number, currency: string): number {
  return PROVIDER_ZERO_DECIMAL.has(normalizeCurrency(currency)) ? cents / 100 : cents;
}

/** The inverse of providerAmount: a provider's amount back in cents. */
export function centsFromProviderAmount(amount: number, currency: string): number {
  return PROVIDER_ZERO_DECIMAL.has(normalizeCurrency(currency)) ? amount * 100 : amount;
}

/** Said when an amount has more decimals than its currency allows: "980.5" yen, "12.345" dollars. */
export function amountDecimalsMessage(label: string, currency: string): string {
  return currencyDigits(currency) === 0
    ? `${label} must be a whole amount in ${normalizeCurrency(currency)}`
    : `${label} must have at most 2 decimal places`;
}
