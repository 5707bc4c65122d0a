import { describe, expect, it } from 'vitest';
import type { RestaurantOrder, RestaurantOrderPage } from '#domain/restaurant-orders/responses.ts';
import { applyOrderToPage } from '#web/features/restaurant-orders/order-cache.ts';

function order(id: number, status: string, version = 1): RestaurantOrder {
  return {
    id,
    status,
    customerName: 'Mia',
    items: [
      { name: 'Margherita', quantity: 2, price: '12.99', lineTotal: '25.98', menuItemId: null, options: [] },
    ],
    itemCount: 2,
    currency: 'CAD',
    subtotal: '25.98',
    discount: '0.00',
    tax: '0.00',
    taxIncluded: false,
    deliveryFee: '4.99',
    tip: '0.00',
    total: '30.97',
    paymentMethod: 'card',
    paymentStatus: 'paid',
    scheduledFor: null,
    prepMinutes: null,
    readyBy: null,
    kitchenNote: null,
    cancelReason: null,
    driver: null,
    createdAt: '2026-03-05T12:00:00.000Z',
    updatedAt: '2026-03-05T12:00:00.000Z',
    version,
    timeline: [],
  };
}

const page = (...orders: RestaurantOrder[]): RestaurantOrderPage => ({ orders, nextBefore: null });

describe('applyOrderToPage', () => {
  it('takes an accepted order off New Orders and puts it on Preparing, newest first', () => {
    const accepted = order(5, 'preparing', 2);
    expect(
      applyOrderToPage(page(order(6, 'confirmed'), order(5, 'confirmed')), 'new', accepted).orders.map(
        (o) => o.id,
      ),
    ).toEqual([6]);
    expect(
      applyOrderToPage(page(order(7, 'preparing'), order(3, 'preparing')), 'preparing', accepted).orders.map(
        (o) => o.id,
      ),
    ).toEqual([7, 5, 3]);
  });

  it('replaces the shown order with the newer answer', () => {
    const delayed = { ...order(5, 'preparing', 3), prepMinutes: 30 };
    const next = applyOrderToPage(page(order(5, 'preparing', 2)), 'preparing', delayed);
    expect(next.orders).toEqual([delayed]);
  });

  it('ignores an answer older than what the tab shows', () => {
    const shown = page(order(5, 'ready', 4));
    expect(applyOrderToPage(shown, 'ready', order(5, 'preparing', 3))).toBe(shown);
  });

  it('leaves a tab the order never belonged to untouched', () => {
    const shown = page(order(9, 'ready'));
    expect(applyOrderToPage(shown, 'ready', order(5, 'cancelled', 2))).toBe(shown);
  });
});
