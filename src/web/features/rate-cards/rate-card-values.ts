import type { Country } from '#domain/countries/country-list.ts';
import {
  type RateCardBody,
  rateCardBodySchema,
  rateCardCurrencyIssues,
} from '#domain/rate-cards/requests.ts';
import type { RateCardResponse } from '#domain/rate-cards/responses.ts';
import { moneyDecimal, moneyOrNull, roundToCurrency } from '#domain/shared/currency.ts';

// The rate card form's values (text boxes; the tip presets as one comma-separated box) and the PUT
// body they make, checked with the domain's schema and its currency rule before anything is sent.

export const RATE_CARD_FIELDS = [
  'driverBase',
  'driverPerKm',
  'freeKm',
  'tipFeeThreshold',
  'tipFee',
  'restaurantDeliveryShare',
  'tipPresets',
] as const;
export type RateCardField = (typeof RATE_CARD_FIELDS)[number];
export type RateCardValues = Record<RateCardField, string>;
export type RateCardErrors = Partial<Record<RateCardField, string>>;

/** The form's field a message is about: "tipPresets[2]" (or "tipPresets.2") is the tip presets box. */
export function fieldOf(path: string): RateCardField | null {
  const [head] = path.split(/[.[]/);
  return (RATE_CARD_FIELDS as readonly string[]).includes(head ?? '') ? (head as RateCardField) : null;
}

/** A card as the form shows it. */
export function valuesOf(card: Omit<RateCardResponse, 'countryCode' | 'currency'>): RateCardValues {
  return {
    driverBase: card.driverBase,
    driverPerKm: card.driverPerKm,
    freeKm: card.freeKm,
    tipFeeThreshold: card.tipFeeThreshold,
    tipFee: card.tipFee,
    restaurantDeliveryShare: card.restaurantDeliveryShare,
    tipPresets: card.tipPresets.join(', '),
  };
}

/**
 * Another country's card as the starting point for a country without one: the same figures, written
 * with the new currency's decimals ("5.00" becomes "5" in yen). They are a draft to check, not a
 * conversion.
 */
export function draftFrom(card: RateCardResponse, currency: string): RateCardValues {
  const inCurrency = (text: string) => {
    const cents = moneyOrNull(text, card.currency);
    return cents === null ? text : moneyDecimal(roundToCurrency(cents, currency), currency);
  };
  const values = valuesOf(card);
  return {
    ...values,
    driverBase: inCurrency(card.driverBase),
    driverPerKm: inCurrency(card.driverPerKm),
    tipFeeThreshold: inCurrency(card.tipFeeThreshold),
    tipFee: inCurrency(card.tipFee),
    tipPresets: card.tipPresets.map(inCurrency).join(', '),
  };
}

/** "0, 3,5 , 10" -> ["0", "3", "5", "10"]; an empty box is no preset. */
export function splitPresets(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export type RateCardCheck = { ok: true; body: RateCardBody } | { ok: false; errors: RateCardErrors };

/** The PUT body for `country`, or the message of each field that is wrong (the server's words). */
export function checkRateCard(values: RateCardValues, country: Country): RateCardCheck {
  const parsed = rateCardBodySchema.safeParse({
    countryCode: country.code,
    currency: country.currency,
    ...values,
    tipPresets: splitPresets(values.tipPresets),
  });
  const errors: RateCardErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path.join('.'));
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return { ok: false, errors };
  }
  const issues = rateCardCurrencyIssues(parsed.data, country.currency);
  for (const [name, message] of Object.entries(issues)) {
    const field = fieldOf(name);
    if (field && !errors[field]) errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body: parsed.data };
}
