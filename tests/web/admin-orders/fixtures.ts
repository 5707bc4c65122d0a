import type { AdminDeskOrder } from '#domain/admin-orders/responses.ts';
import type { Restaurant } from '#domain/catalogue/responses.ts';

/** A desk row as GET /api/admin/orders answers it. */
export function deskOrder(overrides: Partial<AdminDeskOrder> = {}): AdminDeskOrder {
  return {
    id: 1,
    status: 'preparing',
    restaurant: { id: 1, name: 'Nonna Rosa Pizzeria' },
    driver: null,
    customerName: 'Ada Lovelace',
    customerPhone: '+1 416 555 0101',
    customerAddress: '100 Queen St W, Toronto',
    kitchenNote: null,
    deliveryInstructions: null,
    itemCount: 2,
    currency: 'CAD',
    total: '38.97',
    paymentMethod: 'card',
    paymentStatus: 'paid',
    cancelReason: null,
    scheduledFor: null,
    deliveryLocked: false,
    createdAt: '2026-05-01T12:00:00.000Z',
    updatedAt: '2026-05-01T12:05:00.000Z',
    version: 2,
    ...overrides,
  };
}

/** A restaurant as GET /api/restaurants/{id} answers it, priced in `currency`. */
export function restaurantIn(id: number, currency: string, country: string): Restaurant {
  return {
    id,
    name: `Kitchen ${id}`,
    cuisine: 'Various',
    rating: '4.5',
    ratingCount: 37,
    deliveryTime: '25-35 min',
    currency,
    deliveryFee: '3.00',
    imageUrl: null,
    description: null,
    address: '1 Main St',
    latitude: '0.00000000',
    longitude: '0.00000000',
    deliveryRadiusKm: 8,
    country,
    city: 'Capital',
    isOpen: true,
    minOrder: '0',
    taxRate: '0',
    pricesIncludeTax: false,
    offer: null,
    phone: null,
    mondayHours: '10:00 AM - 10:00 PM',
    tuesdayHours: '10:00 AM - 10:00 PM',
    wednesdayHours: '10:00 AM - 10:00 PM',
    thursdayHours: '10:00 AM - 10:00 PM',
    fridayHours: '10:00 AM - 10:00 PM',
    saturdayHours: '10:00 AM - 10:00 PM',
    sundayHours: '10:00 AM - 10:00 PM',
    timeZone: 'America/Toronto',
    openNow: true,
    opensAt: null,
    opensAtLocal: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}
