import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_PHONE_REQUIRED,
  INVALID_CUSTOMER_PHONE,
  INVALID_PHONE_COUNTRY,
} from '#domain/shared/phone.ts';
import { customerPhoneParamsSchema, customerPhoneQuerySchema } from '#domain/tracking/requests.ts';
import { messagesFor } from '../support/schema-helpers';

// GET /api/orders/customer/{phone}?country=: the phone as typed, the country it is read in.

describe('customerPhoneParamsSchema', () => {
  it('keeps the path phone as typed and refuses what has no phone characters', () => {
    expect(customerPhoneParamsSchema.parse({ phone: ' (416) 555-0101 ' })).toEqual({
      phone: '(416) 555-0101',
    });
    expect(messagesFor(customerPhoneParamsSchema, { phone: 'abc' })).toEqual({
      phone: [INVALID_CUSTOMER_PHONE],
    });
    expect(messagesFor(customerPhoneParamsSchema, { phone: '  ' })).toEqual({
      phone: [CUSTOMER_PHONE_REQUIRED],
    });
  });
});

describe('customerPhoneQuerySchema', () => {
  it('reads the country in any case, Canada when missing or blank', () => {
    expect(customerPhoneQuerySchema.parse({ country: 'gb' })).toEqual({ country: 'GB' });
    expect(customerPhoneQuerySchema.parse({})).toEqual({ country: 'CA' });
    expect(customerPhoneQuerySchema.parse({ country: ' ' })).toEqual({ country: 'CA' });
  });

  it('refuses what is not a two-letter country', () => {
    expect(messagesFor(customerPhoneQuerySchema, { country: 'Canada' })).toEqual({
      country: [INVALID_PHONE_COUNTRY],
    });
    expect(messagesFor(customerPhoneQuerySchema, { country: 'XX' })).toEqual({
      country: [INVALID_PHONE_COUNTRY],
    });
  });
});
