import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '#domain/shared/live-messages.ts';
import { createOrderSequenceFilter, orderVersionOf } from '#web/lib/live/order-sequence.ts';

const updated = (id: number, seq?: number): ServerMessage => ({
  type: 'order_updated',
  data: { id, customerPhone: '4165550101', restaurantId: 1, driverId: null, status: 'ready', seq },
});
const created = (id: number, seq?: number): ServerMessage => ({
  type: 'order_created',
  data: { id, restaurantId: 1, customerName: 'Mia', total: '12.50', seq },
});
const paid = (orderId: number, seq?: number): ServerMessage => ({
  type: 'payment_completed',
  data: { orderId, amount: '12.50', seq },
});

describe('orderVersionOf', () => {
  it('reads the order and version of order messages, and nothing of others', () => {
    expect(orderVersionOf(updated(4, 2))).toEqual({ orderId: 4, seq: 2 });
    expect(orderVersionOf(created(5, 1))).toEqual({ orderId: 5, seq: 1 });
    expect(orderVersionOf(paid(6, 1))).toEqual({ orderId: 6, seq: 1 });
    expect(orderVersionOf(updated(4))).toBeNull();
    expect(orderVersionOf({ type: 'restaurant_approved', data: { name: 'Casa' } })).toBeNull();
    expect(
      orderVersionOf({
        type: 'driver_location_update',
        data: { orderId: 4, driverId: 2, latitude: 1, longitude: 2 },
      }),
    ).toBeNull();
  });
});

describe('createOrderSequenceFilter', () => {
  it('passes newer and equal versions and drops older ones, per order', () => {
    const filter = createOrderSequenceFilter();
    expect(filter.accept(created(1, 1))).toBe(true);
    expect(filter.accept(paid(1, 1))).toBe(true);
    expect(filter.accept(updated(1, 3))).toBe(true);
    expect(filter.accept(updated(1, 2))).toBe(false);
    expect(filter.accept(updated(2, 1))).toBe(true);
    expect(filter.accept(updated(1, 3))).toBe(true);
    expect(filter.accept(updated(1, 4))).toBe(true);
    expect(filter.accept(updated(1, 3))).toBe(false);
  });

  it('passes messages without a version (older servers, tests) untouched', () => {
    const filter = createOrderSequenceFilter();
    expect(filter.accept(updated(1, 5))).toBe(true);
    expect(filter.accept(updated(1))).toBe(true);
  });

  it('forgets the least recently seen orders beyond its limit', () => {
    const filter = createOrderSequenceFilter(2);
    filter.accept(updated(1, 5));
    filter.accept(updated(2, 5));
    filter.accept(updated(1, 6)); // order 1 is now the most recent
    filter.accept(updated(3, 5)); // pushes out order 2
    expect(filter.accept(updated(1, 5))).toBe(false);
    expect(filter.accept(updated(2, 1))).toBe(true);
  });
});
