import { describe, expect, it } from 'vitest';
import { paths, receiptRoute, restaurantRoute } from '#web/app/paths.ts';
import { routePaths } from '#web/app/routes.tsx';

// One table of the app's URLs: the router declares exactly its screens, and the links built from it
// are the addresses the app has always used.

const token = (n: number) => `${'A'.repeat(40)}${String(n).padStart(3, '0')}`;

describe('paths', () => {
  it('names every screen the router knows, and nothing else', () => {
    const screens = Object.values(paths).flatMap((path) => (typeof path === 'string' ? [path] : []));
    expect([...screens, restaurantRoute, receiptRoute].sort()).toEqual([...routePaths].sort());
  });

  it("builds a restaurant's page from the router's pattern", () => {
    expect(paths.restaurant(7)).toBe('/restaurant/7');
    expect(restaurantRoute.replace(':id', '7')).toBe(paths.restaurant(7));
  });

  it("builds an order's receipt from the router's pattern", () => {
    expect(paths.receipt(token(1))).toBe(`/receipt/${token(1)}`);
    expect(receiptRoute.replace(':token', token(1))).toBe(paths.receipt(token(1)));
  });

  it('looks an order up on Track Order by phone', () => {
    expect(paths.trackOrderFor('+1 416 555 0101')).toBe('/track-order?phone=%2B1+416+555+0101');
  });
});

describe('paths.trackedOrder', () => {
  it('carries the phone as typed and the token', () => {
    const path = paths.trackedOrder(' +1 416 555 0101 ', token(1));
    expect(path).toBe(`/order-tracking?phone=%2B1%20416%20555%200101&token=${token(1)}`);
    const query = new URLSearchParams(path.split('?')[1]);
    expect(query.get('phone')).toBe('+1 416 555 0101');
    expect(query.get('token')).toBe(token(1));
  });
});
