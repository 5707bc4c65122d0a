import { describe, expect, it } from 'vitest';
import {
  driverRegistrationFormSchema,
  driverRegistrationSchema,
} from '#domain/registration/driver-requests.ts';
import { messagesFor } from '../support/schema-helpers';

const valid = {
  name: 'Dana Driver',
  email: 'Dana@Example.com ',
  phone: '+1 416-555-0101',
  password: 'secret1',
  licenseNumber: 'D1234-5678',
  vehicleType: 'car',
  vehicleNumber: 'ABCD 123',
};

describe('driverRegistrationSchema (API body)', () => {
  it('accepts the required fields and normalises them', () => {
    const parsed = driverRegistrationSchema.parse(valid);
    expect(parsed).toMatchObject({ ...valid, email: 'dana@example.com' });
    expect(parsed.bankCountry).toBeUndefined();
  });

  it('accepts every optional extra and turns blank ones into undefined', () => {
    const parsed = driverRegistrationSchema.parse({
      ...valid,
      licenseExpiryDate: '2030-01-31',
      licenseState: 'ON',
      licenseImage: '',
      bankCountry: 'CA',
      bankCurrency: 'CAD',
      bankName: 'Maple Bank',
      accountHolderName: 'Dana Driver',
      routingNumber: '000123',
      accountNumber: '987654321',
      accountType: 'checking',
      swiftCode: 'MAPLCATT',
      emergencyContactName: 'Sam',
      emergencyContactPhone: '416 555 0199',
      previousExperience: '1-2',
      availability: 'weekends',
      contactAddress: '1 King St',
      country: 'Canada',
      city: '',
    });
    expect(parsed).toMatchObject({ bankCountry: 'CA', accountType: 'checking', availability: 'weekends' });
    expect(parsed.licenseImage).toBeUndefined();
    expect(parsed.city).toBeUndefined();
  });

  it('reports every required field', () => {
    expect(messagesFor(driverRegistrationSchema, {})).toEqual({
      name: ['Name is required'],
      email: ['Invalid email'],
      phone: ['Phone number is required'],
      password: ['Password must be at least 6 characters'],
      licenseNumber: ['License number is required'],
      vehicleType: ['Vehicle type is required'],
      vehicleNumber: ['Vehicle number is required'],
    });
  });

  it('uses the spec messages for short passwords and bad emails', () => {
    expect(messagesFor(driverRegistrationSchema, { ...valid, password: '12345' })).toEqual({
      password: ['Password must be at least 6 characters'],
    });
    expect(messagesFor(driverRegistrationSchema, { ...valid, email: 'not-an-email' })).toEqual({
      email: ['Invalid email'],
    });
  });

  it('refuses wrong options, bad dates, bad phones and over-long text', () => {
    expect(messagesFor(driverRegistrationSchema, { ...valid, vehicleType: 'rocket' })).toEqual({
      vehicleType: ['Select one of the listed options'],
    });
    expect(
      messagesFor(driverRegistrationSchema, { ...valid, bankCountry: 'XX', accountType: 'gold' }),
    ).toEqual({
      bankCountry: ['Select one of the listed options'],
      accountType: ['Select one of the listed options'],
    });
    expect(messagesFor(driverRegistrationSchema, { ...valid, licenseExpiryDate: '31/01/2030' })).toEqual({
      licenseExpiryDate: ['Invalid date'],
    });
    expect(messagesFor(driverRegistrationSchema, { ...valid, phone: 'call me' })).toEqual({
      phone: ['Invalid phone number'],
    });
    expect(messagesFor(driverRegistrationSchema, { ...valid, name: 'x'.repeat(101) })).toEqual({
      name: ['Must be at most 100 characters'],
    });
    expect(messagesFor(driverRegistrationSchema, { ...valid, password: 'x'.repeat(129) })).toEqual({
      password: ['Password must be at most 128 characters'],
    });
  });

  it('strips confirmPassword and dangerous unknown fields', () => {
    const parsed = driverRegistrationSchema.parse({
      ...valid,
      confirmPassword: 'secret1',
      isApproved: true,
      rating: '5.00',
      id: 1,
    });
    expect(parsed).not.toHaveProperty('confirmPassword');
    expect(parsed).not.toHaveProperty('isApproved');
    expect(parsed).not.toHaveProperty('rating');
    expect(parsed).not.toHaveProperty('id');
  });
});

describe('driverRegistrationFormSchema (browser form)', () => {
  it('accepts matching passwords', () => {
    expect(driverRegistrationFormSchema.safeParse({ ...valid, confirmPassword: 'secret1' }).success).toBe(
      true,
    );
  });

  it('puts "Passwords don\'t match" on confirmPassword', () => {
    expect(messagesFor(driverRegistrationFormSchema, { ...valid, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
  });

  it('reports the mismatch together with other field errors', () => {
    const messages = messagesFor(driverRegistrationFormSchema, {
      ...valid,
      name: '',
      confirmPassword: 'different',
    });
    expect(messages.name).toEqual(['Name is required']);
    expect(messages.confirmPassword).toEqual(["Passwords don't match"]);
  });

  it('requires the confirmation to be at least 6 characters', () => {
    expect(
      messagesFor(driverRegistrationFormSchema, { ...valid, confirmPassword: '' }).confirmPassword,
    ).toEqual(['Password must be at least 6 characters']);
  });
});
