import { describe, expect, it } from 'vitest';
import {
  restaurantRegistrationFormSchema,
  restaurantRegistrationSchema,
} from '#domain/registration/restaurant-requests.ts';
import { messagesFor } from '../support/schema-helpers';

const valid = {
  name: 'Maple Bistro',
  cuisine: 'French',
  description: 'Seasonal French cooking',
  email: 'hello@maple.example',
  password: 'secret1',
  phone: '416-555-0101',
  address: '1 King St W',
  deliveryTime: '30-40 min',
  deliveryFee: '2.99',
  minOrder: '15.00',
  businessLicense: 'BL-1',
  taxId: 'TX-1',
  businessType: 'Restaurant',
  bankCountry: 'Canada',
  bankCurrency: 'CAD',
  bankName: 'Maple Bank',
  bankAccountHolder: 'Maple Bistro Inc.',
  bankAccountNumber: '123456789',
  bankRoutingNumber: '000111222',
  bankAccountType: 'Business',
  ownerName: 'Ana Owner',
  ownerEmail: 'ana@maple.example',
  ownerPhone: '416-555-0199',
  signatureDish: 'Duck confit',
  specialtyDescription: 'Slow-cooked classics',
  deliveryExperience: '1-2 years',
  preferredCuisines: 'French, Mediterranean',
};

describe('restaurantRegistrationSchema (API body)', () => {
  it('accepts a complete registration and applies entity defaults', () => {
    const parsed = restaurantRegistrationSchema.parse(valid);
    expect(parsed).toMatchObject({
      name: 'Maple Bistro',
      deliveryFee: '2.99',
      country: 'Canada',
      city: 'Toronto',
    });
    expect(parsed.mondayHours).toBe('Closed');
    expect(parsed.sundayHours).toBe('Closed');
    expect(parsed.imageUrl).toBeUndefined();
  });

  it('keeps given hours, location and a numeric fee', () => {
    const parsed = restaurantRegistrationSchema.parse({
      ...valid,
      deliveryFee: 3.5,
      fridayHours: '10:00 AM - 11:00 PM',
      saturdayHours: '',
      country: 'Japan',
      city: 'Osaka',
      latitude: '34.69',
      longitude: 135.5,
      imageUrl: '/images/restaurants/default.svg',
    });
    expect(parsed).toMatchObject({
      deliveryFee: '3.5',
      fridayHours: '10:00 AM - 11:00 PM',
      saturdayHours: 'Closed',
      country: 'Japan',
      city: 'Osaka',
      latitude: 34.69,
      longitude: 135.5,
    });
  });

  it('defaults minOrder to 0 when absent', () => {
    const { minOrder: _omit, ...withoutMinOrder } = valid;
    expect(restaurantRegistrationSchema.parse(withoutMinOrder).minOrder).toBe('0');
  });

  it('reports every spec message when everything is missing', () => {
    const messages = messagesFor(restaurantRegistrationSchema, {});
    expect(messages).toMatchObject({
      email: ['Invalid email'],
      password: ['Password must be at least 6 characters'],
      phone: ['Phone number is required'],
      address: ['Address is required'],
      description: ['Restaurant description is required'],
      businessLicense: ['Business license is required'],
      taxId: ['Tax ID is required'],
      businessType: ['Business type is required'],
      bankCountry: ['Bank country is required'],
      bankCurrency: ['Bank currency is required'],
      bankName: ['Bank name is required'],
      bankAccountHolder: ['Account holder name is required'],
      bankAccountNumber: ['Account number is required'],
      bankRoutingNumber: ['Routing number is required'],
      bankAccountType: ['Account type is required'],
      ownerName: ['Owner name is required'],
      ownerEmail: ['Valid owner email is required'],
      ownerPhone: ['Owner phone is required'],
      signatureDish: ['Signature dish is required'],
      specialtyDescription: ['Specialty description is required'],
      deliveryExperience: ['Delivery experience is required'],
      preferredCuisines: ['Preferred cuisines are required'],
      name: ['Restaurant name is required'],
      cuisine: ['Cuisine is required'],
      deliveryTime: ['Delivery time is required'],
      deliveryFee: ['Delivery fee is required'],
    });
    expect(messages.mondayHours).toBeUndefined();
    expect(messages.minOrder).toBeUndefined();
  });

  it('requires phones of at least 10 characters with the spec messages', () => {
    expect(
      messagesFor(restaurantRegistrationSchema, { ...valid, phone: '416555010', ownerPhone: '123' }),
    ).toEqual({
      phone: ['Phone number is required'],
      ownerPhone: ['Owner phone is required'],
    });
  });

  it('checks both email formats with their own messages', () => {
    expect(messagesFor(restaurantRegistrationSchema, { ...valid, email: 'x@', ownerEmail: 'nope' })).toEqual({
      email: ['Invalid email'],
      ownerEmail: ['Valid owner email is required'],
    });
  });

  it('refuses bad money, options, coordinates, countries and URLs', () => {
    expect(
      messagesFor(restaurantRegistrationSchema, {
        ...valid,
        deliveryFee: '1.999',
        minOrder: '1.234',
        cuisine: 'Martian',
        latitude: 95,
        country: 'Narnia',
        imageUrl: 'javascript:alert(1)',
      }),
    ).toEqual({
      deliveryFee: ['Delivery fee must be a non-negative amount with at most 2 decimal places'],
      minOrder: ['Minimum order must be a non-negative amount with at most 2 decimal places'],
      cuisine: ['Select one of the listed options'],
      latitude: ['Latitude must be between -90 and 90'],
      country: ['Select a valid country'],
      imageUrl: ['Must be a valid URL'],
    });
  });

  it('bounds long text', () => {
    expect(messagesFor(restaurantRegistrationSchema, { ...valid, description: 'x'.repeat(2001) })).toEqual({
      description: ['Must be at most 2000 characters'],
    });
  });

  it('strips unknown and dangerous fields', () => {
    const parsed = restaurantRegistrationSchema.parse({
      ...valid,
      confirmPassword: 'secret1',
      isApproved: true,
      rating: '5.0',
      isOpen: false,
    });
    for (const key of ['confirmPassword', 'isApproved', 'rating', 'isOpen']) {
      expect(parsed).not.toHaveProperty(key);
    }
  });
});

describe('restaurantRegistrationFormSchema (browser form)', () => {
  it('accepts matching passwords', () => {
    expect(restaurantRegistrationFormSchema.safeParse({ ...valid, confirmPassword: 'secret1' }).success).toBe(
      true,
    );
  });

  it('puts "Passwords don\'t match" on confirmPassword, alongside other errors', () => {
    expect(messagesFor(restaurantRegistrationFormSchema, { ...valid, confirmPassword: 'secret9' })).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
    const messages = messagesFor(restaurantRegistrationFormSchema, {
      ...valid,
      taxId: '',
      confirmPassword: 'secret9',
    });
    expect(messages.taxId).toEqual(['Tax ID is required']);
    expect(messages.confirmPassword).toEqual(["Passwords don't match"]);
  });
});
