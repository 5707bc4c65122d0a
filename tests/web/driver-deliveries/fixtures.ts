import type { DriverDelivery, DriverOffer } from '#domain/driver-deliveries/responses.ts';

// Offers and deliveries as the API answers them, for the driver app's tests.

export const pickup = {
  id: 1,
  name: 'Nonna Rosa Pizzeria',
  address: '120 King St W, Toronto',
  phone: '+1 416-555-0101',
  latitude: '43.64800000',
  longitude: '-79.38400000',
};

export const offer: DriverOffer = {
  id: 31,
  status: 'preparing',
  pickup,
  dropOffArea: 'Toronto, ON M5V',
  pickupDistanceKm: '1.24',
  dropOffDistanceKm: '6.50',
  itemCount: 3,
  paymentMethod: 'cash',
  currency: 'CAD',
  total: '47.96',
  pay: { base: '5.00', distance: '1.50', tip: '3.00', tipFee: '0.00', total: '9.50' },
  readyBy: '2026-03-05T12:20:00.000Z',
  createdAt: '2026-03-05T12:00:00.000Z',
};

export const delivery: DriverDelivery = {
  id: 42,
  status: 'ready',
  pickup,
  customerName: 'Noor Haddad',
  customerPhone: '+1 (416) 555-0199',
  customerAddress: '55 Bloor St W, Toronto, ON M4W 1A5',
  customerLatitude: '43.66900000',
  customerLongitude: '-79.38900000',
  deliveryInstructions: null,
  items: [
    { name: 'Margherita', quantity: 2, price: '16.99', lineTotal: '33.98', menuItemId: null, options: [] },
    { name: 'Tiramisu', quantity: 1, price: '8.99', lineTotal: '8.99', menuItemId: null, options: [] },
  ],
  itemCount: 3,
  currency: 'CAD',
  total: '47.96',
  paymentMethod: 'cash',
  paymentStatus: 'cash_due',
  deliveryDistance: '2.40',
  pay: { base: '5.00', distance: '0.00', tip: '25.00', tipFee: '5.00', total: '25.00' },
  readyBy: '2026-03-05T12:20:00.000Z',
  deliveryCodeFailures: 0,
  deliveryLocked: false,
  cancelReason: null,
  actualDeliveryTime: null,
  createdAt: '2026-03-05T12:00:00.000Z',
  updatedAt: '2026-03-05T12:15:00.000Z',
  version: 4,
  timeline: [],
};

/** A kitchen in Tokyo, whose orders and pay are in whole yen. */
export const tokyoPickup = {
  id: 9,
  name: 'Kazeya Ramen',
  address: '1-9-1 Marunouchi, Chiyoda City, Tokyo',
  phone: '+81 3-1234-5678',
  latitude: '35.68120000',
  longitude: '139.76710000',
};

/** A cash offer in yen with a tip above the fee threshold: the fee is kept. */
export const yenOffer: DriverOffer = {
  ...offer,
  id: 61,
  pickup: tokyoPickup,
  dropOffArea: 'Chiyoda City, Tokyo',
  currency: 'JPY',
  total: '3628',
  pay: { base: '500', distance: '120', tip: '2500', tipFee: '500', total: '2620' },
};

/** A yen delivery on its way, paid in cash at the door. */
export const yenDelivery: DriverDelivery = {
  ...delivery,
  id: 62,
  status: 'on-the-way',
  pickup: tokyoPickup,
  customerName: 'Haruto Sato',
  customerPhone: '+81 90-1234-5678',
  customerAddress: '2-1 Otemachi, Chiyoda City, Tokyo',
  customerLatitude: '35.68640000',
  customerLongitude: '139.76350000',
  items: [
    { name: 'Shoyu ramen', quantity: 2, price: '980', lineTotal: '1960', menuItemId: null, options: [] },
    { name: 'Gyoza', quantity: 1, price: '1200', lineTotal: '1200', menuItemId: null, options: [] },
  ],
  currency: 'JPY',
  total: '3628',
  pay: { base: '500', distance: '0', tip: '200', tipFee: '0', total: '700' },
};
