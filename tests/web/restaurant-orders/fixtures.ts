import type { RestaurantOrder } from '#domain/restaurant-orders/responses.ts';

// Orders as the restaurant's endpoints answer them, for the board's tests.

/** An order on the Ready tab, waiting for a driver. */
export const readyOrder: RestaurantOrder = {
  id: 42,
  status: 'ready',
  customerName: 'Noor',
  items: [
    { name: 'Margherita', quantity: 2, price: '16.99', lineTotal: '33.98', menuItemId: null, options: [] },
    { name: 'Tiramisu', quantity: 1, price: '8.99', lineTotal: '8.99', menuItemId: null, options: [] },
  ],
  itemCount: 3,
  currency: 'CAD',
  subtotal: '42.97',
  discount: '0.00',
  tax: '0.00',
  taxIncluded: false,
  deliveryFee: '4.99',
  tip: '0.00',
  total: '47.96',
  paymentMethod: 'cash',
  paymentStatus: 'cash_due',
  scheduledFor: null,
  prepMinutes: 20,
  readyBy: '2026-03-05T12:20:00.000Z',
  kitchenNote: null,
  cancelReason: null,
  driver: null,
  createdAt: '2026-03-05T12:00:00.000Z',
  updatedAt: '2026-03-05T12:15:00.000Z',
  version: 3,
  timeline: [],
};

/** An order being prepared, as accepting one answers it. */
export const preparingOrder: RestaurantOrder = {
  id: 42,
  status: 'preparing',
  customerName: 'Noor',
  items: [
    { name: 'Margherita', quantity: 1, price: '16.99', lineTotal: '16.99', menuItemId: null, options: [] },
  ],
  itemCount: 1,
  currency: 'CAD',
  subtotal: '16.99',
  discount: '0.00',
  tax: '0.00',
  taxIncluded: false,
  deliveryFee: '4.99',
  tip: '0.00',
  total: '21.98',
  paymentMethod: 'cash',
  paymentStatus: 'cash_due',
  scheduledFor: null,
  prepMinutes: 30,
  readyBy: '2026-03-05T12:30:00.000Z',
  kitchenNote: null,
  cancelReason: null,
  driver: null,
  createdAt: '2026-03-05T12:00:00.000Z',
  updatedAt: '2026-03-05T12:00:30.000Z',
  version: 2,
  timeline: [],
};

/**
 * A new order of a kitchen in Japan: whole yen, a promotion's discount and a 10% tax added to the
 * prices. 980 × 2 + 1,200 = 3,160 - 316 + 300 + 284 tax + 200 tip = 3,628.
 */
export const yenOrder: RestaurantOrder = {
  ...readyOrder,
  id: 77,
  status: 'confirmed',
  customerName: 'Haruto',
  items: [
    { name: 'Shoyu ramen', quantity: 2, price: '980', lineTotal: '1960', menuItemId: null, options: [] },
    { name: 'Gyoza', quantity: 1, price: '1200', lineTotal: '1200', menuItemId: null, options: [] },
  ],
  itemCount: 3,
  currency: 'JPY',
  subtotal: '3160',
  discount: '316',
  deliveryFee: '300',
  tax: '284',
  taxIncluded: false,
  tip: '200',
  total: '3628',
  paymentMethod: 'card',
  paymentStatus: 'paid',
  scheduledFor: null,
  prepMinutes: null,
  readyBy: null,
};

/** A kitchen in the United Kingdom, whose prices include 20% VAT: £24.00 holds £4.00 of it. */
export const vatIncludedOrder: RestaurantOrder = {
  ...readyOrder,
  id: 78,
  items: [
    {
      name: 'Fish and chips',
      quantity: 2,
      price: '12.00',
      lineTotal: '24.00',
      menuItemId: null,
      options: [],
    },
  ],
  itemCount: 2,
  currency: 'GBP',
  subtotal: '24.00',
  discount: '0.00',
  deliveryFee: '2.50',
  tax: '4.00',
  taxIncluded: true,
  tip: '0.00',
  total: '26.50',
};
