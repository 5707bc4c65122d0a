// The phone look-up's request (GET /api/orders/customer/{phone}?country=CA): the phone as the
// customer typed it, read in the country they selected (docs/decisions/0028).
import * as z from 'zod';
import { DEFAULT_COUNTRY_CODE } from '../countries/country-list';
import { customerPhoneText, phoneCountrySchema } from '../shared/phone';

/** The path segment: phone characters, bounded; its region is the query's country. */
export const customerPhoneParamsSchema = z.object({ phone: customerPhoneText });

/** `country`: the two-letter code the phone is read in, the spec's Canada when missing or blank. */
export const customerPhoneQuerySchema = z.object({
  country: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    phoneCountrySchema.optional().transform((code) => code ?? DEFAULT_COUNTRY_CODE),
  ),
});
