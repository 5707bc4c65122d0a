import { describe, expect, it } from 'vitest';
import { menuItemAvailabilitySchema, menuItemSchema, menuItemUpdateSchema } from '#domain/menu/requests.ts';
import { messagesFor } from '../support/schema-helpers';

const valid = { name: 'Margherita', price: '12.99', category: 'Pizza' };

describe('menuItemSchema', () => {
  it('accepts a minimal item and defaults isAvailable to true', () => {
    expect(menuItemSchema.parse(valid)).toEqual({ ...valid, isAvailable: true });
  });

  it('accepts the full form, strips restaurantId, and keeps text prices', () => {
    const parsed = menuItemSchema.parse({
      ...valid,
      description: ' Tomato, basil ',
      imageUrl: 'https://images.example/pizza.jpg',
      isAvailable: false,
      restaurantId: 99,
    });
    expect(parsed).toEqual({
      ...valid,
      description: 'Tomato, basil',
      imageUrl: 'https://images.example/pizza.jpg',
      isAvailable: false,
    });
  });

  it('accepts a site path or an empty image URL', () => {
    expect(menuItemSchema.parse({ ...valid, imageUrl: '/images/menu/pizza.svg' }).imageUrl).toBe(
      '/images/menu/pizza.svg',
    );
    expect(menuItemSchema.parse({ ...valid, imageUrl: '' }).imageUrl).toBeNull();
  });

  it('reports the spec messages for missing fields', () => {
    expect(messagesFor(menuItemSchema, {})).toEqual({
      name: ['Name is required'],
      price: ['Price is required'],
      category: ['Category is required'],
    });
    expect(messagesFor(menuItemSchema, { name: ' ', price: '', category: '' })).toEqual({
      name: ['Name is required'],
      price: ['Price is required'],
      category: ['Category is required'],
    });
  });

  it('says "Must be a valid URL" for a bad image URL', () => {
    expect(messagesFor(menuItemSchema, { ...valid, imageUrl: 'not a url' })).toEqual({
      imageUrl: ['Must be a valid URL'],
    });
  });

  it.each([
    ['12.999', 'Price must be a number with at most 2 decimal places'],
    ['-1', 'Price must be a number with at most 2 decimal places'],
    ['abc', 'Price must be a number with at most 2 decimal places'],
    ['0', 'Price must be greater than 0'],
    ['0.00', 'Price must be greater than 0'],
    ['100000000', 'Price must be less than 100000000.00'],
  ])('refuses price %j: %s', (price, message) => {
    expect(messagesFor(menuItemSchema, { ...valid, price })).toEqual({ price: [message] });
  });

  it('accepts the largest numeric(10,2) price and numeric prices', () => {
    expect(menuItemSchema.parse({ ...valid, price: '99999999.99' }).price).toBe('99999999.99');
    expect(menuItemSchema.parse({ ...valid, price: 9.5 }).price).toBe('9.5');
  });
});

describe('menuItemUpdateSchema', () => {
  it('takes only isAvailable without inventing other fields', () => {
    expect(menuItemUpdateSchema.parse({ isAvailable: false })).toEqual({ isAvailable: false });
  });

  it('takes any subset and validates what is there', () => {
    expect(menuItemUpdateSchema.parse({ price: '8.50', name: 'Marinara' })).toEqual({
      price: '8.50',
      name: 'Marinara',
    });
    expect(messagesFor(menuItemUpdateSchema, { price: '0' })).toEqual({
      price: ['Price must be greater than 0'],
    });
    expect(messagesFor(menuItemUpdateSchema, { name: '' })).toEqual({ name: ['Name is required'] });
  });

  it('clears description and image with empty values', () => {
    expect(menuItemUpdateSchema.parse({ description: '', imageUrl: '' })).toEqual({
      description: null,
      imageUrl: null,
    });
  });

  it('refuses an empty patch', () => {
    expect(messagesFor(menuItemUpdateSchema, {})).toEqual({ '': ['Nothing to update'] });
    expect(messagesFor(menuItemUpdateSchema, { restaurantId: 2 })).toEqual({ '': ['Nothing to update'] });
  });
});

describe('menuItemAvailabilitySchema', () => {
  it('requires a boolean', () => {
    expect(menuItemAvailabilitySchema.parse({ isAvailable: true })).toEqual({ isAvailable: true });
    expect(messagesFor(menuItemAvailabilitySchema, {})).toEqual({
      isAvailable: ['isAvailable must be true or false'],
    });
  });
});
