import type { PhoneOrder, TrackedOrder } from '#domain/tracking/responses.ts';

// Orders as the tracking endpoints answer them, for the tracking tests.

export function trackedOrder(overrides: Partial<TrackedOrder> = {}): TrackedOrder {
  return {
    id: 1,
    restaurantId: 1,
    restaurantName: 'Nonna Rosa Pizzeria',
    restaurantAddress: '1 King St W, Toronto, ON',
    restaurantLatitude: '43.65000000',
    restaurantLongitude: '-79.38000000',
    customerName: 'Ada Lovelace',
    customerPhone: '+14165550101',
    customerAddress: '100 Queen St W, Toronto, ON M5H 2N2',
    customerLatitude: '43.6532',
    customerLongitude: '-79.3832',
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
    kitchenNote: null,
    deliveryInstructions: null,
    status: 'confirmed',
    cancelReason: null,
    cancellation: null,
    paymentMethod: 'cash',
    paymentStatus: 'cash_due',
    estimatedDelivery: '25-35 min',
    scheduledFor: null,
    deliveryDistance: '0.44',
    etaMinutes: 1,
    readyBy: null,
    estimatedArrival: null,
    eta: null,
    cashDue: '47.96',
    driverId: null,
    driverName: null,
    createdAt: '2026-05-01T11:50:00.000Z',
    updatedAt: '2026-05-01T11:50:00.000Z',
    actualDeliveryTime: null,
    timeline: [{ status: 'confirmed', at: '2026-05-01T11:50:00.000Z' }],
    deliveryCode: '4821',
    driver: null,
    driverPosition: null,
    review: null,
    rateableUntil: null,
    ...overrides,
  };
}

export function phoneOrder(overrides: Partial<PhoneOrder> = {}): PhoneOrder {
  const {
    customerName: _name,
    customerLatitude: _latitude,
    customerLongitude: _longitude,
    items: _items,
    deliveryCode: _code,
    driverPosition: _position,
    ...shared
  } = trackedOrder();
  return { ...shared, customerAddress: 'Toronto, ON M5H 2N2', ...overrides };
}
