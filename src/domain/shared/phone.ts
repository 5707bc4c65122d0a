// Customer phone numbers as numbers (docs/decisions/0028). A customer's phone is parsed in a region:
// the restaurant's country when an order is placed, the country the customer selected when orders
// are looked up. A number typed with its international prefix (+44 …, 00 44 …) needs no region.
// Orders store and answer the E.164 form ("+14165550177"), so any spelling on either side finds the
// same orders. The "min" metadata checks each country's lengths and prefixes, not every number
// range: enough to tell a phone number from a typo, at half the size of the full rules. This module
// is the only one that loads them, so screens that never read a phone do not carry them.
import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import * as z from 'zod';
import { DEFAULT_COUNTRY_CODE, findCountryByName } from '../countries/country-list';
import { MAX_LENGTH, tooLong } from './fields';

export const INVALID_CUSTOMER_PHONE = 'Enter a valid phone number';
export const CUSTOMER_PHONE_REQUIRED = 'Phone number is required';
export const INVALID_PHONE_COUNTRY = 'Country must be a two-letter country code';
/** As typed, with spaces and punctuation: longer is not a phone number. */
export const CUSTOMER_PHONE_MAX_LENGTH = MAX_LENGTH.phone;

/** A two-letter country code whose numbering plan is known ("CA", "GB", "JP"). */
export type PhoneRegion = CountryCode;

/**
 * What a typed phone number may contain: digits, spaces, dashes, dots, parentheses and one leading
 * '+'. The parser itself would also pick a number out of "call me at 416 555 0177" or read
 * "ext. 5": neither is what the customer should have typed in the field.
 */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/** Whether `code` (any letter case) is a two-letter country code with a known numbering plan. */
export function isPhoneRegion(code: string): boolean {
  return /^[A-Za-z]{2}$/.test(code) && isSupportedCountry(code.toUpperCase());
}

/** `code` as a region when it is one, else the default country (the spec's Canada). */
export function phoneRegionOf(code: string | null | undefined): PhoneRegion {
  const wanted = code?.trim() ?? '';
  return isPhoneRegion(wanted)
    ? (wanted.toUpperCase() as PhoneRegion)
    : (DEFAULT_COUNTRY_CODE as PhoneRegion);
}

/** The region of a country as restaurants store it, by name ("United Kingdom" -> "GB"). */
export function phoneRegionOfCountryName(name: string | null | undefined): PhoneRegion {
  return phoneRegionOf(name ? findCountryByName(name)?.code : undefined);
}

/**
 * The E.164 form of `raw` read in `region` ("(416) 555-0177" in CA -> "+14165550177"), or null when
 * it is not a valid phone number there. Already-E.164 input gives itself back, whatever the region.
 */
export function toE164(raw: string, region: string | null | undefined): string | null {
  const text = raw.trim();
  if (text.length > CUSTOMER_PHONE_MAX_LENGTH || !PHONE_CHARACTERS.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, { defaultCountry: phoneRegionOf(region) });
  return parsed?.isValid() ? parsed.number : null;
}

/** Whether `raw` is a valid phone number in `region` (see toE164). */
export function isValidCustomerPhone(raw: string, region: string | null | undefined): boolean {
  return toE164(raw, region) !== null;
}

/**
 * The phone as a request carries it: required, bounded, made of phone characters. Its region is
 * not known here (it is the restaurant's, or the look-up's country), so the use case reads it with
 * toE164 and answers INVALID_CUSTOMER_PHONE on this same field when it is not a number there.
 */
export const customerPhoneText = z
  .string({ error: CUSTOMER_PHONE_REQUIRED })
  .trim()
  .min(1, CUSTOMER_PHONE_REQUIRED)
  .max(CUSTOMER_PHONE_MAX_LENGTH, tooLong(CUSTOMER_PHONE_MAX_LENGTH))
  // Silent while the length is wrong, so the field shows one message at a time.
  .refine(
    (text) => text === '' || text.length > CUSTOMER_PHONE_MAX_LENGTH || PHONE_CHARACTERS.test(text),
    INVALID_CUSTOMER_PHONE,
  );

/** A phone read in `region`, output in E.164: a form's full check, the same as the server's. */
export function customerPhoneIn(region: string) {
  return customerPhoneText.transform((text, ctx) => {
    const e164 = toE164(text, region);
    if (e164 !== null) return e164;
    ctx.addIssue({ code: 'custom', message: INVALID_CUSTOMER_PHONE });
    return z.NEVER;
  });
}

/** A country for reading phone numbers: two letters, any case, output upper case. */
export const phoneCountrySchema = z
  .string({ error: INVALID_PHONE_COUNTRY })
  .trim()
  .refine(isPhoneRegion, INVALID_PHONE_COUNTRY)
  .transform((code) => code.toUpperCase() as PhoneRegion);
