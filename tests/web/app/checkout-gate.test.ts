import { describe, expect, it } from 'vitest';
import { checkoutBlocker, takesOrdersForLaterOnly } from '#web/app/checkout-gate.ts';

// What stops a cart before checkout (DESIGN deviation 13), in the words the drawer and /checkout show.

const open = { isOpen: true, openNow: true, opensAtLocal: null, timeZone: 'America/Toronto' };
const nonnaRosa = { ...open, name: 'Nonna Rosa Pizzeria', minOrder: '15.00', currency: 'CAD' };

describe('checkoutBlocker', () => {
  it('says how much is missing below the minimum order', () => {
    expect(checkoutBlocker(nonnaRosa, 1199)).toBe('Add $3.01 more to reach the $15.00 minimum order');
  });

  it("says it in the restaurant's currency: whole yen for a Japanese one", () => {
    const kazeya = {
      ...open,
      name: 'Kazeya Ramen',
      minOrder: '1000',
      currency: 'JPY',
      timeZone: 'Asia/Tokyo',
    };
    expect(checkoutBlocker(kazeya, 98_000)).toBe('Add ¥20 more to reach the ¥1,000 minimum order');
  });

  it('lets a cart at or above the minimum through', () => {
    expect(checkoutBlocker(nonnaRosa, 1500)).toBeNull();
    expect(checkoutBlocker(nonnaRosa, 3398)).toBeNull();
  });

  it('says a closed restaurant is closed, before any minimum', () => {
    expect(checkoutBlocker({ ...nonnaRosa, isOpen: false, openNow: false }, 1199)).toBe(
      'Nonna Rosa Pizzeria is closed right now',
    );
    expect(checkoutBlocker({ ...nonnaRosa, isOpen: false, openNow: false }, 5000)).toBe(
      'Nonna Rosa Pizzeria is closed right now',
    );
  });

  it('says when a restaurant outside its hours opens, in its own time zone', () => {
    const opensAtLocal = { date: '2026-11-25', weekday: 'Wednesday', time: '10:00 AM' };
    const closed = { ...nonnaRosa, openNow: false, opensAtLocal };
    // Wednesday 7:00 AM in Toronto.
    expect(checkoutBlocker(closed, 5000, new Date('2026-11-25T12:00:00Z'))).toBe(
      'Nonna Rosa Pizzeria is closed right now. Opens today at 10:00 AM',
    );
    expect(checkoutBlocker({ ...closed, opensAtLocal: null }, 5000)).toBe(
      'Nonna Rosa Pizzeria has no opening hours and takes no orders',
    );
  });

  it('lets an order for later through a restaurant closed now, but not one switched off', () => {
    const opensAtLocal = { date: '2026-11-25', weekday: 'Wednesday', time: '10:00 AM' };
    const closedNow = { ...nonnaRosa, openNow: false, opensAtLocal };
    const at = new Date('2026-11-25T12:00:00Z');
    expect(checkoutBlocker(closedNow, 5000, at, true)).toBeNull();
    // Its minimum still holds.
    expect(checkoutBlocker(closedNow, 1199, at, true)).toBe(
      'Add $3.01 more to reach the $15.00 minimum order',
    );
    expect(checkoutBlocker({ ...closedNow, isOpen: false }, 5000, at, true)).toBe(
      'Nonna Rosa Pizzeria is closed right now',
    );
  });

  it('leaves a restaurant not known (yet) to the server', () => {
    expect(checkoutBlocker(undefined, 100)).toBeNull();
  });
});

describe('takesOrdersForLaterOnly', () => {
  const opensAtLocal = { date: '2026-11-25', weekday: 'Wednesday', time: '10:00 AM' };
  it('holds for a restaurant switched on, outside its hours, with an opening ahead', () => {
    expect(takesOrdersForLaterOnly({ ...nonnaRosa, openNow: false, opensAtLocal })).toBe(true);
  });

  it('does not hold while open, switched off, without hours, or not known', () => {
    expect(takesOrdersForLaterOnly(nonnaRosa)).toBe(false);
    expect(takesOrdersForLaterOnly({ ...nonnaRosa, isOpen: false, openNow: false, opensAtLocal })).toBe(
      false,
    );
    expect(takesOrdersForLaterOnly({ ...nonnaRosa, openNow: false, opensAtLocal: null })).toBe(false);
    expect(takesOrdersForLaterOnly(undefined)).toBe(false);
  });
});
