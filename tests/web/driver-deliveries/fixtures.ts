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
  items: [
    { name: 'Margherita', quantity: 2, price: '16.99' },
    { name: 'Tiramisu', quantity: 1, price: '8.99' },
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
