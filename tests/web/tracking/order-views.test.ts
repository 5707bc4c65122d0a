import { describe, expect, it } from 'vitest';
import type { PhoneOrder, TrackedOrder } from '#domain/tracking/responses.ts';
import {
  heldTokensFor,
  liveTokens,
  MAX_LIVE_TOKENS,
  mergeTrackedOrder,
  orderViews,
  trackedView,
} from '#web/features/tracking/order-views.ts';
import { phoneOrder, trackedOrder } from './fixtures';

// The view each order gets: full where this device holds its token and the full order loaded,
// the phone view otherwise; the driver at its newest known position.

const token = (n: number) => `${'t'.repeat(40)}${String(n).padStart(3, '0')}`;

describe('heldTokensFor', () => {
  it('keeps the tokens of the listed orders only', () => {
    const held = [
      { orderId: 3, trackingToken: token(3) },
      { orderId: 9, trackingToken: token(9) },
      { orderId: 1, trackingToken: token(1) },
    ];
    const tokens = heldTokensFor([{ id: 1 }, { id: 2 }, { id: 3 }], held);
    expect([...tokens]).toEqual([
      [3, token(3)],
      [1, token(1)],
    ]);
  });
});

describe('liveTokens', () => {
  it('follows held orders still under way, newest first, at most a few', () => {
    const orders = [
      { id: 6, status: 'on-the-way' },
      { id: 5, status: 'delivered' },
      { id: 4, status: 'preparing' },
      { id: 3, status: 'confirmed' },
      { id: 2, status: 'cancelled' },
      { id: 1, status: 'ready' },
    ];
    const tokens = new Map(orders.map((order) => [order.id, token(order.id)]));
    tokens.delete(4);
    expect(liveTokens(orders, tokens)).toEqual([token(6), token(3), token(1)]);
    expect(liveTokens(orders, tokens, 2)).toEqual([token(6), token(3)]);
    expect(MAX_LIVE_TOKENS).toBeGreaterThan(0);
  });
});

describe('orderViews', () => {
  it('shows the full view where the full order loaded, the phone view elsewhere', () => {
    const first = phoneOrder({ id: 2 });
    const second = phoneOrder({ id: 1 });
    const full = trackedOrder({ id: 2 });
    const views = orderViews(
      [first, second],
      new Map([[2, { order: full, trackingToken: token(2) }]]),
      new Map(),
    );
    expect(views.map((view) => view.kind)).toEqual(['tracked', 'phone']);
    expect(views[0]).toMatchObject({
      kind: 'tracked',
      trackingToken: token(2),
      order: { items: full.items },
    });
    expect(views[1]).toEqual({ kind: 'phone', order: second });
  });

  it('never shows another order in full under an order’s number', () => {
    const views = orderViews(
      [phoneOrder({ id: 2 })],
      new Map([[2, { order: trackedOrder({ id: 7 }), trackingToken: token(7) }]]),
      new Map(),
    );
    expect(views[0]?.kind).toBe('phone');
  });

  it('puts the driver at the newest of the loaded and the live position', () => {
    const loaded = { latitude: 43.6, longitude: -79.3, at: '2026-05-01T12:00:00.000Z' };
    const live = { latitude: 43.61, longitude: -79.31, at: '2026-05-01T12:00:05.000Z' };
    const full = trackedOrder({ id: 2, status: 'on-the-way', driverPosition: loaded });
    const tracked = new Map([[2, { order: full, trackingToken: token(2) }]]);
    const [moved] = orderViews([phoneOrder({ id: 2, status: 'on-the-way' })], tracked, new Map([[2, live]]));
    expect(moved).toMatchObject({ kind: 'tracked', driver: live });
    const [kept] = orderViews(
      [phoneOrder({ id: 2, status: 'on-the-way' })],
      tracked,
      new Map([[2, { ...live, at: '2026-05-01T11:59:00.000Z' }]]),
    );
    expect(kept).toMatchObject({ kind: 'tracked', driver: loaded });
  });
});

describe('mergeTrackedOrder', () => {
  const full = trackedOrder({ id: 2, status: 'preparing', updatedAt: '2026-05-01T12:00:00.000Z' });

  it('takes a newer status from the phone list but keeps the street address and dishes', () => {
    const newer: PhoneOrder = phoneOrder({
      id: 2,
      status: 'ready',
      customerAddress: 'Toronto, ON',
      updatedAt: '2026-05-01T12:05:00.000Z',
    });
    const merged: TrackedOrder = mergeTrackedOrder(full, newer);
    expect(merged.status).toBe('ready');
    expect(merged.updatedAt).toBe(newer.updatedAt);
    expect(merged.customerAddress).toBe(full.customerAddress);
    expect(merged.items).toEqual(full.items);
    expect(merged.deliveryCode).toBe(full.deliveryCode);
  });

  it('keeps the tracked order when it is as new or newer', () => {
    expect(
      mergeTrackedOrder(full, phoneOrder({ id: 2, status: 'confirmed', updatedAt: full.updatedAt })),
    ).toBe(full);
    expect(mergeTrackedOrder(full, undefined)).toBe(full);
  });
});

describe('trackedView', () => {
  it('has no driver until one reports a position', () => {
    expect(trackedView(trackedOrder({ id: 1 }), token(1), undefined)).toMatchObject({ driver: null });
  });
});
