import { describe, expect, it } from 'vitest';
import { adminLoginSchema } from '#domain/accounts/requests.ts';
import { approvalSchema } from '#domain/partners/requests.ts';
import { messagesFor } from '../support/schema-helpers';

describe('adminLoginSchema', () => {
  it('accepts both fields, trimming and lower-casing the username only', () => {
    expect(adminLoginSchema.parse({ email: ' Admin@QuickBite.example ', password: ' pass ' })).toEqual({
      email: 'admin@quickbite.example',
      password: ' pass ',
    });
  });

  it('requires both fields', () => {
    expect(messagesFor(adminLoginSchema, {})).toEqual({
      email: ['Username is required'],
      password: ['Password is required'],
    });
    expect(messagesFor(adminLoginSchema, { email: '   ', password: '' })).toEqual({
      email: ['Username is required'],
      password: ['Password is required'],
    });
  });

  it('bounds the lengths', () => {
    expect(messagesFor(adminLoginSchema, { email: 'a', password: 'p'.repeat(129) })).toEqual({
      password: ['Must be at most 128 characters'],
    });
  });
});

describe('approvalSchema', () => {
  it('takes a boolean only', () => {
    expect(approvalSchema.parse({ isApproved: false, name: 'x' })).toEqual({ isApproved: false });
    expect(messagesFor(approvalSchema, { isApproved: 'yes' })).toEqual({
      isApproved: ['isApproved must be true or false'],
    });
  });
});
