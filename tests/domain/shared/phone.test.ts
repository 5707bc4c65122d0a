import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_PHONE_REQUIRED,
  customerPhoneIn,
  customerPhoneText,
  INVALID_CUSTOMER_PHONE,
  INVALID_PHONE_COUNTRY,
  isPhoneRegion,
  isValidCustomerPhone,
  phoneCountrySchema,
  phoneRegionOf,
  phoneRegionOfCountryName,
  toE164,
} from '#domain/shared/phone.ts';

// Customer phone numbers as numbers (decision 0028): every spelling of one number, read in its
// country, is the same E.164 number; anything else is not a phone number.

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('toE164', () => {
  it('reads every spelling of a Canadian number as one number', () => {
    for (const typed of [
      '+1 416 555 0177',
      '4165550177',
      '(416) 555-0177',
      '416.555.0177',
      '1 416 555 0177',
    ]) {
      expect(toE164(typed, 'CA'), typed).toBe('+14165550177');
    }
    expect(toE164('  +1 (416) 555-0177 ', 'CA')).toBe('+14165550177');
  });

  it('reads a national number in its own country, and an international one anywhere', () => {
    expect(toE164('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(toE164('+44 20 7946 0958', 'GB')).toBe('+442079460958');
    expect(toE164('+44 20 7946 0958', 'CA')).toBe('+442079460958');
    expect(toE164('03-1234-5678', 'JP')).toBe('+81312345678');
    expect(toE164('+81 3-1234-5678', 'JP')).toBe('+81312345678');
    expect(toE164('+81 3-1234-5678', 'GB')).toBe('+81312345678');
    // The E.164 form reads as itself in any country: stored numbers can be looked up again.
    expect(toE164('+14165550177', 'JP')).toBe('+14165550177');
  });

  it('is null for a national number read in the wrong country', () => {
    expect(toE164('020 7946 0958', 'CA')).toBeNull();
    expect(isValidCustomerPhone('020 7946 0958', 'CA')).toBe(false);
    expect(isValidCustomerPhone('020 7946 0958', 'GB')).toBe(true);
  });

  it('is null for what is not a phone number', () => {
    for (const typed of [
      '12',
      '12345',
      '',
      '   ',
      'not-a-phone',
      'call me at 416 555 0177',
      '+1 416-555-0177 ext 5',
      '416+5550177',
      '++1 416 555 0177',
      '1'.repeat(31),
    ]) {
      expect(toE164(typed, 'CA'), typed).toBeNull();
    }
  });

  it('reads in the default country (CA) when the region is missing or not a country', () => {
    expect(toE164('4165550177', undefined)).toBe('+14165550177');
    expect(toE164('4165550177', null)).toBe('+14165550177');
    expect(toE164('4165550177', 'XX')).toBe('+14165550177');
    expect(toE164('4165550177', 'Canada')).toBe('+14165550177');
  });
});

describe('regions', () => {
  it('takes two-letter codes with a numbering plan, any case', () => {
    expect(isPhoneRegion('GB')).toBe(true);
    expect(isPhoneRegion('jp')).toBe(true);
    expect(isPhoneRegion('XX')).toBe(false);
    expect(isPhoneRegion('GBR')).toBe(false);
    expect(isPhoneRegion('')).toBe(false);
    expect(phoneRegionOf(' gb ')).toBe('GB');
    expect(phoneRegionOf('XX')).toBe('CA');
    expect(phoneRegionOf(undefined)).toBe('CA');
  });

  it('finds the region of a country as restaurants store it, by name', () => {
    expect(phoneRegionOfCountryName('Canada')).toBe('CA');
    expect(phoneRegionOfCountryName('United Kingdom')).toBe('GB');
    expect(phoneRegionOfCountryName('japan')).toBe('JP');
    expect(phoneRegionOfCountryName('Atlantis')).toBe('CA');
    expect(phoneRegionOfCountryName(null)).toBe('CA');
  });
});

describe('customerPhoneText (a request field; the use case applies the region)', () => {
  it('keeps a phone as typed, trimmed', () => {
    expect(customerPhoneText.parse(' 020 7946 0958 ')).toBe('020 7946 0958');
    expect(customerPhoneText.parse('12')).toBe('12');
  });

  it('requires a value of phone characters, at most 30 characters', () => {
    expect(messages(customerPhoneText.safeParse(''))).toEqual([CUSTOMER_PHONE_REQUIRED]);
    expect(messages(customerPhoneText.safeParse('   '))).toEqual([CUSTOMER_PHONE_REQUIRED]);
    expect(messages(customerPhoneText.safeParse(undefined))).toEqual([CUSTOMER_PHONE_REQUIRED]);
    expect(messages(customerPhoneText.safeParse(4165550177))).toEqual([CUSTOMER_PHONE_REQUIRED]);
    expect(messages(customerPhoneText.safeParse('call me maybe'))).toEqual([INVALID_CUSTOMER_PHONE]);
    expect(messages(customerPhoneText.safeParse('1'.repeat(31)))).toEqual(['Must be at most 30 characters']);
  });
});

describe('customerPhoneIn', () => {
  it('outputs E.164 for a number of that country', () => {
    expect(customerPhoneIn('CA').parse('(416) 555-0177')).toBe('+14165550177');
    expect(customerPhoneIn('GB').parse('020 7946 0958')).toBe('+442079460958');
  });

  it('answers "Enter a valid phone number" for one that is not a number there', () => {
    expect(messages(customerPhoneIn('CA').safeParse('12'))).toEqual([INVALID_CUSTOMER_PHONE]);
    expect(messages(customerPhoneIn('CA').safeParse('020 7946 0958'))).toEqual([INVALID_CUSTOMER_PHONE]);
    expect(messages(customerPhoneIn('CA').safeParse(''))).toEqual([CUSTOMER_PHONE_REQUIRED]);
  });
});

describe('phoneCountrySchema', () => {
  it('upper-cases a two-letter country and refuses anything else', () => {
    expect(phoneCountrySchema.parse('gb')).toBe('GB');
    expect(messages(phoneCountrySchema.safeParse('XX'))).toEqual([INVALID_PHONE_COUNTRY]);
    expect(messages(phoneCountrySchema.safeParse('Canada'))).toEqual([INVALID_PHONE_COUNTRY]);
    expect(messages(phoneCountrySchema.safeParse(1))).toEqual([INVALID_PHONE_COUNTRY]);
  });
});
