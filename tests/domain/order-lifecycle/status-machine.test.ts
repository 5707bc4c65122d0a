import { describe, expect, it } from 'vitest';
import {
  assertDriverAssignment,
  assertTransition,
  canAssignDriver,
  canTransition,
  customerMayCancel,
  displayStep,
  isOrderStatus,
  isTimelineStepReached,
  ORDER_ACTORS,
  ORDER_STATUSES,
  type OrderActor,
  type OrderStatus,
  progressPercent,
  showsLiveMap,
  statusLabel,
  TIMELINE_STEPS,
  TRANSITIONS,
} from '#domain/order-lifecycle/status-machine.ts';

describe('statuses', () => {
  it('lists the statuses and actors', () => {
    expect(ORDER_STATUSES).toEqual([
      'scheduled',
      'confirmed',
      'preparing',
      'ready',
      'picked-up',
      'on-the-way',
      'delivered',
      'cancelled',
    ]);
    expect(ORDER_ACTORS).toEqual(['restaurant', 'driver', 'admin']);
    expect(isOrderStatus('ready')).toBe(true);
    expect(isOrderStatus('shipped')).toBe(false);
    expect(isOrderStatus(3)).toBe(false);
  });
});

describe('transitions (DESIGN section 4)', () => {
  const allowed: Array<[OrderStatus, OrderStatus, OrderActor]> = [
    // scheduled -> confirmed is the system's, at release; no person makes it.
    ['scheduled', 'cancelled', 'restaurant'],
    ['scheduled', 'cancelled', 'admin'],
    ['confirmed', 'preparing', 'restaurant'],
    ['confirmed', 'cancelled', 'restaurant'],
    ['confirmed', 'cancelled', 'admin'],
    ['preparing', 'ready', 'restaurant'],
    ['ready', 'picked-up', 'driver'],
    ['picked-up', 'on-the-way', 'driver'],
    ['on-the-way', 'delivered', 'driver'],
    ['preparing', 'cancelled', 'admin'],
    ['ready', 'cancelled', 'admin'],
    ['picked-up', 'cancelled', 'admin'],
    ['on-the-way', 'cancelled', 'admin'],
  ];

  it.each(allowed)('allows %s -> %s by the %s', (from, to, actor) => {
    expect(canTransition(from, to, actor)).toBe(true);
    expect(assertTransition(from, to, actor)).toEqual({ ok: true });
  });

  it('allows nothing else', () => {
    const key = (f: string, t: string, a: string) => `${f}>${t}>${a}`;
    const legal = new Set(allowed.map(([f, t, a]) => key(f, t, a)));
    let refused = 0;
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        for (const actor of ORDER_ACTORS) {
          if (legal.has(key(from, to, actor))) continue;
          expect(canTransition(from, to, actor), key(from, to, actor)).toBe(false);
          expect(assertTransition(from, to, actor).ok).toBe(false);
          refused++;
        }
      }
    }
    expect(refused).toBe(8 * 8 * 3 - allowed.length);
    expect(TRANSITIONS.flatMap((t) => t.actors.map((a) => key(t.from, t.to, a))).sort()).toEqual(
      [...legal].sort(),
    );
  });

  it('explains refusals clearly', () => {
    expect(assertTransition('delivered', 'cancelled', 'admin')).toEqual({
      ok: false,
      message: 'An order cannot go from delivered to cancelled',
    });
    expect(assertTransition('confirmed', 'preparing', 'driver')).toEqual({
      ok: false,
      message: 'Only the restaurant can move an order from confirmed to preparing',
    });
    expect(assertTransition('confirmed', 'cancelled', 'driver')).toEqual({
      ok: false,
      message: 'Only the restaurant or the admin can move an order from confirmed to cancelled',
    });
    expect(assertTransition('ready', 'ready', 'restaurant')).toEqual({
      ok: false,
      message: 'The order is already ready',
    });
    expect(assertTransition('lost', 'ready', 'admin')).toEqual({
      ok: false,
      message: "Unknown order status 'lost'",
    });
    expect(assertTransition('ready', 'teleported', 'admin')).toEqual({
      ok: false,
      message: "Unknown order status 'teleported'",
    });
  });
});

describe('driver assignment', () => {
  it('is possible while preparing or ready with no driver', () => {
    expect(canAssignDriver({ status: 'preparing', driverId: null })).toBe(true);
    expect(canAssignDriver({ status: 'ready', driverId: undefined })).toBe(true);
  });

  it('is refused when a driver is set or the status is wrong', () => {
    expect(assertDriverAssignment({ status: 'ready', driverId: 7 })).toEqual({
      ok: false,
      message: 'This order already has a driver',
    });
    for (const status of ['scheduled', 'confirmed', 'picked-up', 'on-the-way', 'delivered', 'cancelled']) {
      expect(canAssignDriver({ status, driverId: null }), status).toBe(false);
    }
    expect(assertDriverAssignment({ status: 'confirmed', driverId: null })).toEqual({
      ok: false,
      message: 'An order that is confirmed cannot be offered to drivers',
    });
  });
});

describe('customer display (SPEC section 4 with DESIGN correction)', () => {
  it.each([
    ['confirmed', 1, 25, 'Order Confirmed'],
    ['preparing', 2, 50, 'Being Prepared'],
    ['ready', 2, 50, 'Being Prepared'],
    ['picked-up', 3, 75, 'On The Way'],
    ['on-the-way', 3, 75, 'On The Way'],
    ['delivered', 4, 100, 'Delivered'],
    ['cancelled', 1, 0, 'Cancelled'],
    ['scheduled', 1, 0, 'Scheduled'],
    ['mystery', 1, 0, 'mystery'],
  ])('%s -> step %i, %i%%, %s', (status, step, percent, label) => {
    expect(displayStep(status)).toBe(step);
    expect(progressPercent(status)).toBe(percent);
    expect(statusLabel(status)).toBe(label);
  });

  it('lights timeline steps once reached', () => {
    expect(TIMELINE_STEPS).toEqual(['Order Confirmed', 'Being Prepared', 'Out for Delivery', 'Delivered']);
    const lit = (status: string) => TIMELINE_STEPS.map((_, i) => isTimelineStepReached(status, i));
    expect(lit('confirmed')).toEqual([true, false, false, false]);
    expect(lit('ready')).toEqual([true, true, false, false]);
    expect(lit('picked-up')).toEqual([true, true, true, false]);
    expect(lit('delivered')).toEqual([true, true, true, true]);
  });

  it('shows the live map for preparing, picked-up and on-the-way only', () => {
    const shown = ORDER_STATUSES.filter(showsLiveMap);
    expect(shown).toEqual(['preparing', 'picked-up', 'on-the-way']);
    expect(showsLiveMap('unknown')).toBe(false);
  });
});

describe('customer cancel', () => {
  it('is allowed before the kitchen starts: scheduled or confirmed', () => {
    expect(ORDER_STATUSES.filter(customerMayCancel)).toEqual(['scheduled', 'confirmed']);
    expect(customerMayCancel('mystery')).toBe(false);
  });
});
