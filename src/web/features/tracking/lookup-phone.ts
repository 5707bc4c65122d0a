import { DEFAULT_COUNTRY_CODE } from '#domain/countries/country-list.ts';
import { INVALID_CUSTOMER_PHONE, toE164 } from '#domain/shared/phone.ts';

/** What the phone field holds: nothing to search (SPEC section 5), not a number, or one to look up. */
export type PhoneEntry =
  | { kind: 'blank' }
  | { kind: 'invalid'; message: string }
  | { kind: 'phone'; phone: string };

/**
 * The phone field read in `country` (two letters) with the server's own rule: an E.164 number to
 * look up, the server's message when it is not a number there, or blank, which does nothing.
 */
export function readPhoneEntry(
  raw: string | null | undefined,
  country: string = DEFAULT_COUNTRY_CODE,
): PhoneEntry {
  if (!raw?.trim()) return { kind: 'blank' };
  const phone = toE164(raw, country);
  return phone === null ? { kind: 'invalid', message: INVALID_CUSTOMER_PHONE } : { kind: 'phone', phone };
}

/**
 * The phone to look orders up by, in E.164 as orders store it ("+14165550101"), so every spelling
 * of one number shares one cache entry; null for a blank entry or one that is not a number.
 */
export function lookupPhone(
  raw: string | null | undefined,
  country: string = DEFAULT_COUNTRY_CODE,
): string | null {
  const entry = readPhoneEntry(raw, country);
  return entry.kind === 'phone' ? entry.phone : null;
}
