import { describe, expect, it } from 'vitest';
import { detectBasePath } from '#web/app/base-path.ts';
import { isActivePath } from '#web/app/layout/nav-links.ts';

describe('detectBasePath', () => {
  it('uses /d for /d and paths under /d/', () => {
    expect(detectBasePath('/d')).toBe('/d');
    expect(detectBasePath('/d/')).toBe('/d');
    expect(detectBasePath('/d/restaurant/3')).toBe('/d');
  });

  it('uses no prefix elsewhere, including paths that merely start with "d"', () => {
    expect(detectBasePath('/')).toBe('');
    expect(detectBasePath('/orders')).toBe('');
    expect(detectBasePath('/dogs')).toBe('');
    expect(detectBasePath('/driver-app')).toBe('');
  });
});

describe('isActivePath', () => {
  it('marks Home only on the home itself', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/orders')).toBe(false);
  });

  it('marks a section on its path and sub-paths, not on look-alikes', () => {
    expect(isActivePath('/orders', '/orders')).toBe(true);
    expect(isActivePath('/orders', '/orders/5')).toBe(true);
    expect(isActivePath('/orders', '/order-tracking')).toBe(false);
  });
});
