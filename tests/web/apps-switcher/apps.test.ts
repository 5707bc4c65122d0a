import { describe, expect, it } from 'vitest';
import { APPS, activeAppHref, QUICK_ACTIONS } from '#web/features/apps-switcher/apps.ts';

describe('apps switcher (SPEC section 2)', () => {
  it('offers the four apps', () => {
    expect(APPS.map((app) => [app.label, app.href])).toEqual([
      ['Customer App', '/'],
      ['Driver App', '/driver-app'],
      ['Restaurant App', '/restaurant-app'],
      ['Admin Panel', '/admin'],
    ]);
  });

  it('offers the five quick actions, GPS tracking in a new tab', () => {
    expect(QUICK_ACTIONS.map((action) => [action.label, action.href, action.newTab === true])).toEqual([
      ['Order Food', '/', false],
      ['Track Order', '/track-order', false],
      ['GPS Tracking', '/gps-tracking', true],
      ['Register Restaurant', '/restaurant-register', false],
      ['Register Driver', '/driver-register', false],
    ]);
  });

  it('counts every customer page as the Customer App', () => {
    expect(activeAppHref('/')).toBe('/');
    expect(activeAppHref('/restaurant/3')).toBe('/');
    expect(activeAppHref('/restaurant-register')).toBe('/');
    expect(activeAppHref('/driver-app')).toBe('/driver-app');
    expect(activeAppHref('/admin')).toBe('/admin');
  });
});
