import { describe, expect, it } from 'vitest';
import type { CartItem } from '#domain/cart/rules.ts';
import { createOrderSchema } from '#domain/ordering/requests.ts';
import { buildOrderBody, orderAmounts } from '#web/features/ordering/order-body.ts';

const item = (over: Partial<CartItem> = {}): CartItem => ({
  id: 3,
  name: 'Margherita',
  price: 16.99,
  quantity: 2,
  restaurantId: 7,
  restaurantName: 'Nonna Rosa Pizzeria',
  imageUrl: null,
  ...over,
});

const details = { customerName: ' Ada ', customerPhone: '+1 416-555-0101', customerAddress: '1 Main St' };

describe('orderAmounts', () => {
  it('adds the fixed fee and the tip in exact cents', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004; in cents it is 30.
    const items = [item({ id: 1, price: 0.1, quantity: 1 }), item({ id: 2, price: 0.2, quantity: 1 })];
    expect(orderAmounts(items, 500)).toEqual({
      subtotalCents: 30,
      deliveryFeeCents: 499,
      tipCents: 500,
      totalCents: 1029,
    });
  });
});

describe('buildOrderBody', () => {
  it('sends decimal strings, text coordinates, the cart as JSON and the first restaurant', () => {
    const items = [item(), item({ id: 4, name: 'Tiramisu', price: 8.99, quantity: 1 })];
    const body = buildOrderBody({
      items,
      details,
      coordinates: { latitude: 43.65, longitude: -79.38 },
      tipCents: 0,
      estimatedDelivery: '25-35 min',
      paymentMethod: 'cash',
    });
    expect(body).toEqual({
      restaurantId: 7,
      customerName: 'Ada',
      customerPhone: '+1 416-555-0101',
      customerAddress: '1 Main St',
      customerLatitude: '43.65',
      customerLongitude: '-79.38',
      items: JSON.stringify(items),
      subtotal: '42.97',
      deliveryFee: '4.99',
      tip: '0.00',
      total: '47.96',
      estimatedDelivery: '25-35 min',
      paymentMethod: 'cash',
    });
    // The server's own schema accepts it.
    expect(createOrderSchema.safeParse(body).success).toBe(true);
  });

  it('carries the payment intent for card orders only', () => {
    const base = {
      items: [item()],
      details,
      coordinates: { latitude: 1, longitude: 2 },
      tipCents: 300,
      estimatedDelivery: '30-45 min',
    };
    expect(buildOrderBody({ ...base, paymentMethod: 'card', paymentIntentId: 'pi_1' })).toMatchObject({
      paymentMethod: 'card',
      paymentIntentId: 'pi_1',
      tip: '3.00',
      total: '41.97',
    });
    expect(buildOrderBody({ ...base, paymentMethod: 'cash', paymentIntentId: 'pi_1' })).not.toHaveProperty(
      'paymentIntentId',
    );
  });

  it('defaults the restaurant to 1 for an empty cart', () => {
    const body = buildOrderBody({
      items: [],
      details,
      coordinates: { latitude: 0, longitude: 0 },
      tipCents: 0,
      estimatedDelivery: '25-35 min',
      paymentMethod: 'cash',
    });
    expect(body.restaurantId).toBe(1);
  });
});
