// PUT /api/admin/rate-cards/{countryCode}: exactly what GET answers, validated field by field. The
// amounts' decimals are the currency's (no fractions of a yen); that check needs the country, so
// it is rateCardCurrencyIssues below, run once the path's country is known.
import * as z from 'zod';
import { findCountryByCode } from '../countries/country-list';
import { amountDecimalsMessage, moneyOrNull } from '../shared/currency';
import { decimalString } from '../shared/decimal-schema';
import { MAX_FREE_KM, MAX_TIP_PRESETS } from './rules';

export const COUNTRY_CODE_INVALID = 'Country code must be two letters of a country QuickBite serves';

/** The path's country code: two letters of the catalogue, any case. */
export const rateCardParamsSchema = z.object({
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => findCountryByCode(code) !== undefined, COUNTRY_CODE_INVALID),
});

const amount = (label: string) =>
  decimalString({
    precision: 12,
    scale: 2,
    messages: {
      required: `${label} is required`,
      format: `${label} must be a non-negative amount with at most 2 decimal places`,
      tooLarge: `${label} is too large`,
    },
  });

const percent = decimalString({
  precision: 6,
  scale: 3,
  messages: {
    required: 'Restaurant delivery share is required',
    format: 'Restaurant delivery share must be a percent with at most 3 decimals',
    tooLarge: 'Restaurant delivery share must be at most 100',
  },
}).refine((text) => Number(text) <= 100, 'Restaurant delivery share must be at most 100');

const FREE_KM_MESSAGE = `Free km must be a number of km from 0 to ${MAX_FREE_KM} with at most 2 decimals`;

export const rateCardBodySchema = z.object({
  countryCode: z.string().trim().toUpperCase().optional(),
  currency: z.string().trim().toUpperCase().optional(),
  driverBase: amount('Driver base pay'),
  driverPerKm: amount('Driver pay per km'),
  freeKm: decimalString({
    precision: 4,
    scale: 2,
    messages: { required: FREE_KM_MESSAGE, format: FREE_KM_MESSAGE, tooLarge: FREE_KM_MESSAGE },
  }).refine((text) => Number(text) <= MAX_FREE_KM, FREE_KM_MESSAGE),
  tipFeeThreshold: amount('Tip fee threshold'),
  tipFee: amount('Tip fee'),
  restaurantDeliveryShare: percent,
  tipPresets: z
    .array(amount('Tip preset'), { error: 'Tip presets must be a list of amounts' })
    .min(1, 'Give at least one tip preset')
    .max(MAX_TIP_PRESETS, `Give at most ${MAX_TIP_PRESETS} tip presets`),
});
export type RateCardBody = z.output<typeof rateCardBodySchema>;

/** Field messages for amounts finer than the currency allows (980.5 yen); empty when none. */
export function rateCardCurrencyIssues(body: RateCardBody, currency: string): Record<string, string> {
  const issues: Record<string, string> = {};
  const labels = {
    driverBase: 'Driver base pay',
    driverPerKm: 'Driver pay per km',
    tipFeeThreshold: 'Tip fee threshold',
    tipFee: 'Tip fee',
  } as const;
  for (const [field, label] of Object.entries(labels) as [keyof typeof labels, string][]) {
    if (moneyOrNull(body[field], currency) === null) issues[field] = amountDecimalsMessage(label, currency);
  }
  if (body.tipPresets.some((preset) => moneyOrNull(preset, currency) === null)) {
    issues.tipPresets = amountDecimalsMessage('Tip presets', currency);
  }
  return issues;
}
