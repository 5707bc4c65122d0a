// What a partner changes on its own account: a restaurant's profile (hours, fee, minimum, open
// or closed), and the admin's approve or revoke.
import * as z from 'zod';
import { checkHoursText } from '../opening-hours/hours-field';
import { deliveryFeeField, deliveryRadiusField, minOrderField } from '../registration/restaurant-requests';
import { decimalInput } from '../shared/decimal-schema';
import {
  INVALID_OPTION,
  isStorableText,
  MAX_LENGTH,
  optionalUrl,
  tooLong,
  UNSTORABLE_TEXT,
} from '../shared/fields';
import { byWeekdayHoursField, DELIVERY_TIMES } from '../shared/options';
import { isKnownTimeZone } from '../shared/time-zone';

const HOURS_MAX = 50;
const hours = z
  .string({ error: 'Hours must be text, e.g. 10:00 AM - 10:00 PM' })
  .trim()
  .max(HOURS_MAX, tooLong(HOURS_MAX))
  .refine(isStorableText, UNSTORABLE_TEXT)
  .transform((value) => (value ? value : 'Closed'))
  .superRefine(checkHoursText);

export const TIME_ZONE_MESSAGE = 'Choose a time zone such as America/Toronto';
export const MAX_PREP_LEAD_MINUTES = 240;
export const PREP_LEAD_MESSAGE = `Preparation lead must be a whole number of minutes from 0 to ${MAX_PREP_LEAD_MINUTES}`;

/** An IANA zone this runtime knows ("America/Toronto"): the restaurant's hours are read in it. */
const timeZoneField = () =>
  z.string({ error: TIME_ZONE_MESSAGE }).trim().refine(isKnownTimeZone, TIME_ZONE_MESSAGE);

/** Whole minutes from 0 to 240, sent as a number or as a form's numeric text. */
const prepLeadField = () =>
  z
    .union([z.number(), z.string()], { error: PREP_LEAD_MESSAGE })
    .transform((value) =>
      typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN,
    )
    .pipe(
      z
        .number({ error: PREP_LEAD_MESSAGE })
        .int({ error: PREP_LEAD_MESSAGE })
        .min(0, PREP_LEAD_MESSAGE)
        .max(MAX_PREP_LEAD_MINUTES, PREP_LEAD_MESSAGE),
    );

export const NOTHING_TO_CHANGE = 'Nothing to update';
export const MAX_TAX_RATE = 30;
export const TAX_RATE_MESSAGE = `Tax rate must be a percent from 0 to ${MAX_TAX_RATE} with at most 3 decimals`;

/** The restaurant's tax rate: a percent from 0 to 30 with up to three decimals ("14.975"). */
const taxRateField = () =>
  decimalInput({
    precision: 6,
    scale: 3,
    messages: { required: TAX_RATE_MESSAGE, format: TAX_RATE_MESSAGE, tooLarge: TAX_RATE_MESSAGE },
  }).refine((text) => Number(text) <= MAX_TAX_RATE, TAX_RATE_MESSAGE);
/** PATCH /api/restaurant/profile: any non-empty subset of what the Settings form edits. */
export const restaurantProfileUpdateSchema = z
  .object({
    isOpen: z.boolean({ error: 'isOpen must be true or false' }).optional(),
    description: z
      .string({ error: 'Restaurant description is required' })
      .trim()
      .min(1, 'Restaurant description is required')
      .max(MAX_LENGTH.text, tooLong(MAX_LENGTH.text))
      .refine(isStorableText, UNSTORABLE_TEXT)
      .optional(),
    deliveryTime: z.enum(DELIVERY_TIMES, { error: INVALID_OPTION }).optional(),
    deliveryFee: deliveryFeeField().optional(),
    minOrder: minOrderField().optional(),
    deliveryRadiusKm: deliveryRadiusField().optional(),
    taxRate: taxRateField().optional(),
    pricesIncludeTax: z.boolean({ error: 'pricesIncludeTax must be true or false' }).optional(),
    imageUrl: optionalUrl('Must be a valid URL'),
    timeZone: timeZoneField().optional(),
    prepLeadMinutes: prepLeadField().optional(),
    ...byWeekdayHoursField(() => hours.optional()),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), NOTHING_TO_CHANGE);
export type RestaurantProfileUpdate = z.output<typeof restaurantProfileUpdateSchema>;
/** PATCH /api/admin/restaurants/{id}/approve and /api/admin/drivers/{id}/approve. */
export const approvalSchema = z.object({
  isApproved: z.boolean({ error: 'isApproved must be true or false' }),
});
export type Approval = z.output<typeof approvalSchema>;
