// POST /api/restaurant/promotions and PATCH /api/restaurant/promotions/{id}. Amount decimals depend
// on the restaurant's currency (no fractions of a yen): the server checks them with
// promotionCurrencyIssues once it knows the restaurant.
import * as z from 'zod';
import { amountDecimalsMessage, moneyOrNull } from '../shared/currency';
import { decimalString } from '../shared/decimal-schema';
import { requiredText } from '../shared/fields';
import { PROMOTION_KINDS } from './rules';

export const PROMOTION_TITLE_MAX = 80;
export const PROMO_CODE_FORMAT = 'Code must be 3 to 20 letters, digits or dashes';
export const PERCENT_RANGE = 'A percent off must be more than 0 and at most 100';
export const VALUE_POSITIVE = 'Value must be more than 0';
export const ENDS_BEFORE_STARTS = 'End must be after the start';

const value = decimalString({
  precision: 12,
  scale: 2,
  messages: {
    required: 'Value is required',
    format: 'Value must be a positive number with at most 2 decimal places',
    tooLarge: 'Value is too large',
  },
}).refine((text) => Number(text) > 0, VALUE_POSITIVE);

const minSubtotal = decimalString({
  precision: 12,
  scale: 2,
  messages: {
    required: 'Minimum subtotal is required',
    format: 'Minimum subtotal must be a non-negative amount with at most 2 decimal places',
    tooLarge: 'Minimum subtotal is too large',
  },
});

const code = z
  .string({ error: PROMO_CODE_FORMAT })
  .trim()
  .transform((text) => text.toUpperCase())
  .refine((text) => text === '' || /^[A-Z0-9-]{3,20}$/.test(text), PROMO_CODE_FORMAT)
  .transform((text) => (text === '' ? null : text))
  .nullable();

const time = (label: string) =>
  z
    .string({ error: `${label} must be a date and time` })
    .trim()
    .refine((text) => text === '' || !Number.isNaN(Date.parse(text)), `${label} must be a date and time`)
    .transform((text) => (text === '' ? null : new Date(text).toISOString()))
    .nullable();

const fields = {
  title: requiredText('Title is required', PROMOTION_TITLE_MAX),
  kind: z.enum(PROMOTION_KINDS, { error: 'Kind must be percent or amount' }),
  value,
  minSubtotal,
  firstOrderOnly: z.boolean({ error: 'firstOrderOnly must be true or false' }),
  code,
  startsAt: time('Start'),
  endsAt: time('End'),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
};

function windowIsOrdered(body: { startsAt?: string | null; endsAt?: string | null }): boolean {
  return !body.startsAt || !body.endsAt || Date.parse(body.endsAt) > Date.parse(body.startsAt);
}

export const createPromotionSchema = z
  .object({
    ...fields,
    minSubtotal: fields.minSubtotal.default('0'),
    firstOrderOnly: fields.firstOrderOnly.default(false),
    code: fields.code.optional().transform((text) => text ?? null),
    startsAt: fields.startsAt.optional().transform((text) => text ?? null),
    endsAt: fields.endsAt.optional().transform((text) => text ?? null),
    isActive: fields.isActive.default(true),
  })
  .refine(windowIsOrdered, { message: ENDS_BEFORE_STARTS, path: ['endsAt'] })
  .refine((body) => body.kind !== 'percent' || Number(body.value) <= 100, {
    message: PERCENT_RANGE,
    path: ['value'],
  });
export type CreatePromotionInput = z.input<typeof createPromotionSchema>;
export type CreatePromotion = z.output<typeof createPromotionSchema>;

export const updatePromotionSchema = z
  .object({
    title: fields.title.optional(),
    kind: fields.kind.optional(),
    value: fields.value.optional(),
    minSubtotal: fields.minSubtotal.optional(),
    firstOrderOnly: fields.firstOrderOnly.optional(),
    code: fields.code.optional(),
    startsAt: fields.startsAt.optional(),
    endsAt: fields.endsAt.optional(),
    isActive: fields.isActive.optional(),
  })
  .refine((body) => Object.values(body).some((entry) => entry !== undefined), 'Nothing to update')
  .refine(windowIsOrdered, { message: ENDS_BEFORE_STARTS, path: ['endsAt'] });
export type UpdatePromotion = z.output<typeof updatePromotionSchema>;

/** Amounts finer than the currency allows, and percents above 100 once the kind is known. */
export function promotionCurrencyIssues(
  promotion: { kind: string; value: string; minSubtotal: string },
  currency: string,
): Record<string, string> {
  const issues: Record<string, string> = {};
  if (promotion.kind === 'percent' && Number(promotion.value) > 100) issues.value = PERCENT_RANGE;
  if (promotion.kind === 'amount' && moneyOrNull(promotion.value, currency) === null) {
    issues.value = amountDecimalsMessage('Value', currency);
  }
  if (moneyOrNull(promotion.minSubtotal, currency) === null) {
    issues.minSubtotal = amountDecimalsMessage('Minimum subtotal', currency);
  }
  return issues;
}
