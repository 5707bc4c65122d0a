import { describe, expect, it } from 'vitest';
import { checkoutBlocker } from '#web/app/checkout-gate.ts';

// What stops a cart before checkout (DESIGN deviation 13), in the words the drawer and /checkout show.

const nonnaRosa = { name: 'Nonna Rosa Pizzeria', isOpen: true, minOrder: '15.00', currency: 'CAD' };

describe('checkoutBlocker', () => {
  it('says how much is missing below the minimum order', () => {
    expect(checkoutBlocker(nonnaRosa, 1199)).toBe('Add $3.01 more to reach the $15.00 minimum order');
  });

  it("says it in the restaurant's currency: whole yen for a Japanese one", () => {
    const kazeya = { name: 'Kazeya Ramen', isOpen: true, minOrder: '1000', currency: 'JPY' };
    expect(checkoutBlocker(kazeya, 98_000)).toBe('Add ¥20 more to reach the ¥1,000 minimum order');
  });

  it('lets a cart at or above the minimum through', () => {
    expect(checkoutBlocker(nonnaRosa, 1500)).toBeNull();
    expect(checkoutBlocker(nonnaRosa, 3398)).toBeNull();
  });

  it('says a closed restaurant is closed, before any minimum', () => {
    expect(checkoutBlocker({ ...nonnaRosa, isOpen: false }, 1199)).toBe(
      'Nonna Rosa Pizzeria is closed right now',
    );
    expect(checkoutBlocker({ ...nonnaRosa, isOpen: false }, 5000)).toBe(
      'Nonna Rosa Pizzeria is closed right now',
    );
  });

  it('leaves a restaurant not known (yet) to the server', () => {
    expect(checkoutBlocker(undefined, 100)).toBeNull();
  });
});
