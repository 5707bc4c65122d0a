import type { AdminDeskOrder } from '#domain/admin-orders/responses.ts';

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
    itemCount: 2,
    total: '38.97',
    paymentMethod: 'card',
    paymentStatus: 'paid',
    cancelReason: null,
    deliveryLocked: false,
    createdAt: '2026-05-01T12:00:00.000Z',
    updatedAt: '2026-05-01T12:05:00.000Z',
    version: 2,
    ...overrides,
  };
}
