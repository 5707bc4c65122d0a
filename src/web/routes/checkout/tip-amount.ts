import { maxTipCents } from '#domain/ordering/order-limits.ts';
import { TIP_FORMAT, tipTooLarge } from '#domain/ordering/requests.ts';
import {
  amountDecimalsMessage,
  currencyDigits,
  moneyOrNull,
  normalizeCurrency,
} from '#domain/shared/currency.ts';
import { centsOrNull } from '#domain/shared/money.ts';
import type { TipSelection } from './tip-choice';

/** Said for a custom tip that is not a non-negative amount: in whole units for yen, won… */
export function tipFormatMessage(currency: string): string {
  return currencyDigits(currency) === 0
    ? `Tip must be a non-negative whole amount in ${normalizeCurrency(currency)}`
    : TIP_FORMAT;
}

/**
 * The tip in cents of `currency`, or the reason it cannot be used (the rules the server applies:
 * not negative, no finer than the currency's minor unit, at most its tip limit).
 */
export function tipAmount(
  selection: TipSelection,
  currency: string,
): { cents: number; error?: undefined } | { cents: null; error: string } {
  if (selection.kind === 'preset') return { cents: selection.cents };
  const text = selection.text.trim();
  if (text === '') return { cents: 0 };
  const cents = centsOrNull(text);
  // What the number field lets through but no tip can be: -1, 1e3, a fraction of a cent.
  if (cents === null || cents < 0) return { cents: null, error: tipFormatMessage(currency) };
  // Cents where the currency has none: 300.50 yen.
  if (moneyOrNull(text, currency) === null)
    return { cents: null, error: amountDecimalsMessage('Tip', currency) };
  // The server's own words: "Tip cannot be more than ¥75,000".
  if (cents > maxTipCents(currency)) return { cents: null, error: tipTooLarge(currency) };
  return { cents };
}

/**
 * The rate card's tip presets ("0", "300", "500") in cents of `currency`, in its order; any entry
 * that is not a non-negative amount of that currency is left out rather than guessed at.
 */
export function tipPresetCents(presets: readonly string[], currency: string): number[] {
  const cents = presets
    .map((text) => moneyOrNull(text, currency))
    .filter((value): value is number => value !== null && value >= 0 && value <= maxTipCents(currency));
  return [...new Set(cents)];
}
