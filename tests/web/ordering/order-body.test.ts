import { describe, expect, it } from 'vitest';
import type { CartItem } from '#domain/cart/rules.ts';
import { createOrderSchema } from '#domain/ordering/requests.ts';
import type { OrderQuote } from '#domain/ordering/responses.ts';
import { buildOrderBody } from '#web/features/ordering/order-body.ts';

// The body of POST /api/orders: the cart, the pin, and the money exactly as the server quoted it
// in the restaurant's currency (DESIGN deviation 16), never a figure worked out in the browser.

const item = (over: Partial<CartItem> = {}): CartItem => ({
  id: 3,
  name: 'Margherita',
  price: 16.99,
  currency: 'CAD',
  quantity: 2,
  restaurantId: 7,
  restaurantName: 'Nonna Rosa Pizzeria',
  imageUrl: null,
  ...over,
});

const details = { customerName: ' Ada ', customerPhone: '+1 416-555-0101', customerAddress: '1 Main St' };

/** $42.97 of food, a $4.30 promotion, the restaurant's $2.99 fee, 13% tax on $38.67. */
const quote: OrderQuote = {
  currency: 'CAD',
  subtotal: '42.97',
  discount: '4.30',
  deliveryFee: '2.99',
  tax: '5.03',
  taxIncluded: false,
  tip: '0.00',
  total: '46.69',
  promotion: { id: 3, title: 'Pizza night', discount: '4.30' },
};

describe('buildOrderBody', () => {
  it("sends the quote's amounts, text coordinates, the cart as JSON and the first restaurant", () => {
    const items = [item(), item({ id: 4, name: 'Tiramisu', price: 8.99, quantity: 1 })];
    const body = buildOrderBody({
      items,
      details,
      coordinates: { latitude: 43.65, longitude: -79.38 },
      quote,
      promoCode: ' PIZZA10 ',
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
      deliveryFee: '2.99',
      tip: '0.00',
      total: '46.69',
      estimatedDelivery: '25-35 min',
      paymentMethod: 'cash',
      promoCode: 'PIZZA10',
    });
    // The server's own schema accepts it.
    expect(createOrderSchema.safeParse(body).success).toBe(true);
  });

  it("sends a line's chosen options as their ids, which the server's schema reads (issue 37)", () => {
    const large = { id: 12, group: 'Size', name: 'Large', priceDelta: '4.00' };
    const cheese = { id: 21, group: 'Toppings', name: 'Extra cheese', priceDelta: '1.50' };
    const body = buildOrderBody({
      items: [item({ price: 22.49, options: [cheese, large] }), item({ id: 4, name: 'Tiramisu' })],
      details,
      coordinates: { latitude: 43.65, longitude: -79.38 },
      quote,
      estimatedDelivery: '25-35 min',
      paymentMethod: 'cash',
    });
    const parsed = createOrderSchema.parse(body);
    expect(parsed.items.map((line) => [line.id, line.price, line.options])).toEqual([
      [3, '22.49', [12, 21]],
      [4, '16.99', []],
    ]);
  });

  it('sends a yen order in whole yen, and no code when none was typed', () => {
    const yen: OrderQuote = {
      ...quote,
      currency: 'JPY',
      subtotal: '1960',
      discount: '0',
      deliveryFee: '300',
      tax: '178',
      taxIncluded: true,
      tip: '200',
      total: '2460',
      promotion: null,
    };
    const body = buildOrderBody({
      items: [item({ price: 980, currency: 'JPY' })],
      details,
      coordinates: { latitude: 35.66, longitude: 139.7 },
      quote: yen,
      promoCode: '  ',
      estimatedDelivery: '30-45 min',
      paymentMethod: 'cash',
    });
    expect(body).toMatchObject({ subtotal: '1960', deliveryFee: '300', tip: '200', total: '2460' });
    expect(body).not.toHaveProperty('promoCode');
    expect(createOrderSchema.safeParse(body).success).toBe(true);
  });

  it('carries the payment intent for card orders only', () => {
    const base = {
      items: [item()],
      details,
      coordinates: { latitude: 1, longitude: 2 },
      quote,
      estimatedDelivery: '30-45 min',
    };
    expect(buildOrderBody({ ...base, paymentMethod: 'card', paymentIntentId: 'pi_1' })).toMatchObject({
      paymentMethod: 'card',
      paymentIntentId: 'pi_1',
      total: '46.69',
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
      quote,
      estimatedDelivery: '25-35 min',
      paymentMethod: 'cash',
    });
    expect(body.restaurantId).toBe(1);
  });
});
