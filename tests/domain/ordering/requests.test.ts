import { describe, expect, it } from 'vitest';
import { CHOOSE_DELIVERY_POINT } from '#domain/ordering/messages.ts';
import {
  checkoutDetailsSchema,
  checkoutDetailsSchemaFor,
  createOrderSchema,
  hasRequiredCheckoutInfo,
  MISSING_INFO_DESCRIPTION,
  MISSING_INFO_TITLE,
  orderItemsSchema,
  tipSchema,
  tipTooLarge,
} from '#domain/ordering/requests.ts';
import { INVALID_CUSTOMER_PHONE } from '#domain/shared/phone.ts';
import { messagesFor } from '../support/schema-helpers';

const cart = [
  {
    id: 1,
    name: 'Margherita',
    quantity: 2,
    price: 12.99,
    restaurantId: 1,
    restaurantName: 'Tony',
    imageUrl: '/x',
  },
  { id: 2, name: 'Soda', quantity: 1, price: 2 },
];

const validOrder = {
  restaurantId: 1,
  customerName: 'Chris Customer',
  customerPhone: '+1 416-555-0101',
  customerAddress: '10 Queen St',
  customerLatitude: '43.6532',
  customerLongitude: '-79.3832',
  items: JSON.stringify(cart),
  subtotal: '27.98',
  deliveryFee: '4.99',
  tip: '0.00',
  total: '32.97',
  estimatedDelivery: '25-35 min',
};

describe('checkout details', () => {
  it('has the spec toast texts', () => {
    expect(MISSING_INFO_TITLE).toBe('Missing information');
    expect(MISSING_INFO_DESCRIPTION).toBe('Please fill in all required fields.');
  });

  it('requires name, phone and address', () => {
    expect(
      messagesFor(checkoutDetailsSchema, { customerName: '', customerPhone: ' ', customerAddress: '' }),
    ).toEqual({
      customerName: ['Name is required'],
      customerPhone: ['Phone number is required'],
      customerAddress: ['Address is required'],
    });
  });

  it('reads the phone as the server does: E.164, in the restaurant country (Canada by default)', () => {
    const details = { customerName: 'A', customerPhone: '(416) 555-0101', customerAddress: 'B' };
    expect(checkoutDetailsSchema.parse(details).customerPhone).toBe('+14165550101');
    const london = { ...details, customerPhone: '020 7946 0958' };
    expect(checkoutDetailsSchemaFor('GB').parse(london).customerPhone).toBe('+442079460958');
    expect(messagesFor(checkoutDetailsSchema, london)).toEqual({ customerPhone: [INVALID_CUSTOMER_PHONE] });
    expect(messagesFor(checkoutDetailsSchema, { ...details, customerPhone: '12' })).toEqual({
      customerPhone: [INVALID_CUSTOMER_PHONE],
    });
  });

  it('gates Place Order on a non-empty cart and all three fields', () => {
    const details = { customerName: 'A', customerPhone: '416', customerAddress: 'B' };
    expect(hasRequiredCheckoutInfo(details, 1)).toBe(true);
    expect(hasRequiredCheckoutInfo(details, 0)).toBe(false);
    expect(hasRequiredCheckoutInfo({ ...details, customerName: '  ' }, 1)).toBe(false);
    expect(hasRequiredCheckoutInfo({ ...details, customerPhone: '' }, 1)).toBe(false);
    expect(hasRequiredCheckoutInfo({ ...details, customerAddress: '' }, 1)).toBe(false);
  });
});

describe('tipSchema', () => {
  it('defaults to 0.00 and accepts cents', () => {
    expect(tipSchema.parse(undefined)).toBe('0.00');
    expect(tipSchema.parse(3)).toBe('3');
    expect(tipSchema.parse('7.25')).toBe('7.25');
    expect(tipSchema.parse('500.00')).toBe('500.00');
    // The limit is the restaurant currency's (tipTooLarge): the server checks it once it knows it.
    expect(tipSchema.parse('75000')).toBe('75000');
  });

  it("says each currency's limit", () => {
    expect(tipTooLarge('USD')).toBe('Tip cannot be more than $500.00');
    expect(tipTooLarge('CAD')).toBe('Tip cannot be more than $700.00');
    expect(tipTooLarge('JPY')).toBe('Tip cannot be more than ¥75,000');
  });

  it.each([
    ['-1', 'Tip must be a non-negative amount with at most 2 decimal places'],
    [-1, 'Tip must be a non-negative amount with at most 2 decimal places'],
    ['1.234', 'Tip must be a non-negative amount with at most 2 decimal places'],
    ['abc', 'Tip must be a non-negative amount with at most 2 decimal places'],
  ])('refuses %j', (tip, message) => {
    expect(tipSchema.safeParse(tip).error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

describe('orderItemsSchema', () => {
  it('parses the JSON text of the cart and strips extra cart fields', () => {
    expect(orderItemsSchema.parse(JSON.stringify(cart))).toEqual([
      { id: 1, name: 'Margherita', quantity: 2, price: '12.99', options: [] },
      { id: 2, name: 'Soda', quantity: 1, price: '2', options: [] },
    ]);
  });

  it('accepts entries without id and an already-parsed list', () => {
    expect(orderItemsSchema.parse([{ name: 'Tea', quantity: 1, price: '1.50' }])).toEqual([
      { name: 'Tea', quantity: 1, price: '1.50', options: [] },
    ]);
  });

  it.each([
    ['not json', 'Items must be a JSON list of cart entries'],
    ['{"a":1}', 'Items must be a JSON list of cart entries'],
    ['[]', 'Your cart is empty'],
    [42, 'Items must be a JSON list of cart entries'],
  ])('refuses %j', (items, message) => {
    expect(orderItemsSchema.safeParse(items).error?.issues[0]?.message).toBe(message);
  });

  it('bounds quantity to whole numbers 1..99 and entries to 50', () => {
    for (const quantity of [0, 100, 1.5, '2']) {
      expect(messagesFor(orderItemsSchema, [{ name: 'Tea', quantity, price: 1 }])).toEqual({
        '0.quantity': ['Quantity must be a whole number from 1 to 99'],
      });
    }
    const many = Array.from({ length: 51 }, () => ({ name: 'Tea', quantity: 1, price: 1 }));
    expect(orderItemsSchema.safeParse(many).error?.issues[0]?.message).toBe(
      'An order can hold at most 50 entries',
    );
    expect(orderItemsSchema.safeParse(many.slice(0, 50)).success).toBe(true);
  });
});

describe('createOrderSchema', () => {
  it('accepts the drawer payload and normalises it', () => {
    const parsed = createOrderSchema.parse(validOrder);
    expect(parsed).toMatchObject({
      restaurantId: 1,
      // As typed: placing the order reads it in the restaurant's country, into E.164.
      customerPhone: '+1 416-555-0101',
      customerLatitude: '43.6532',
      customerLongitude: '-79.3832',
      tip: '0.00',
      total: '32.97',
    });
    expect(parsed.items).toHaveLength(2);
    expect(parsed.paymentMethod).toBeUndefined();
  });

  it('accepts the /checkout extras', () => {
    const parsed = createOrderSchema.parse({
      ...validOrder,
      paymentMethod: 'card',
      paymentIntentId: 'pi_123',
    });
    expect(parsed).toMatchObject({ paymentMethod: 'card', paymentIntentId: 'pi_123' });
    expect(createOrderSchema.parse({ ...validOrder, paymentMethod: 'cash' }).paymentMethod).toBe('cash');
  });

  it('strips fields a client must never set', () => {
    const parsed = createOrderSchema.parse({
      ...validOrder,
      status: 'delivered',
      driverPay: '999',
      driverId: 3,
    });
    expect(parsed).not.toHaveProperty('status');
    expect(parsed).not.toHaveProperty('driverPay');
    expect(parsed).not.toHaveProperty('driverId');
  });

  it('refuses bad values with clear messages', () => {
    expect(
      messagesFor(createOrderSchema, {
        ...validOrder,
        restaurantId: 'abc',
        customerLatitude: '91',
        customerLongitude: 'east',
        // numeric(12,2): eleven integer digits do not fit in any currency.
        deliveryFee: '10000000000.00',
        paymentMethod: 'bitcoin',
        estimatedDelivery: '',
      }),
    ).toEqual({
      restaurantId: ['Invalid id'],
      customerLatitude: ['Latitude must be between -90 and 90'],
      customerLongitude: ['Longitude must be between -180 and 180'],
      deliveryFee: ['Delivery fee is too large'],
      paymentMethod: ['Select one of the listed options'],
      estimatedDelivery: ['Estimated delivery is required'],
    });
  });

  it('reports the required fields', () => {
    expect(messagesFor(createOrderSchema, {})).toMatchObject({
      restaurantId: ['Invalid id'],
      customerName: ['Name is required'],
      customerPhone: ['Phone number is required'],
      customerAddress: ['Address is required'],
      customerLatitude: [CHOOSE_DELIVERY_POINT],
      customerLongitude: [CHOOSE_DELIVERY_POINT],
      items: ['Items must be a JSON list of cart entries'],
      subtotal: ['Subtotal is required'],
      deliveryFee: ['Delivery fee is required'],
      total: ['Total is required'],
    });
  });

  it.each([
    ['blank', '', '  '],
    ['missing', undefined, undefined],
    ['null', null, null],
  ])('asks for the pin on the map when the coordinates are %s', (_case, latitude, longitude) => {
    expect(
      messagesFor(createOrderSchema, {
        ...validOrder,
        customerLatitude: latitude,
        customerLongitude: longitude,
      }),
    ).toEqual({ customerLatitude: [CHOOSE_DELIVERY_POINT], customerLongitude: [CHOOSE_DELIVERY_POINT] });
  });

  it('accepts coordinates as numbers and keeps them as text', () => {
    const parsed = createOrderSchema.parse({
      ...validOrder,
      customerLatitude: 43.65,
      customerLongitude: -79.38,
    });
    expect(parsed).toMatchObject({ customerLatitude: '43.65', customerLongitude: '-79.38' });
  });
});
