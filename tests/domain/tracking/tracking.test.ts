import { describe, expect, it } from 'vitest';
import { HIDDEN_ADDRESS, maskAddress } from '#domain/tracking/rules.ts';

// The phone look-up's address: the area stays, the door goes (DESIGN section 5).

describe('maskAddress', () => {
  it.each([
    ['12 Main St, Springfield, IL 62701', 'Springfield, IL 62701'],
    ['100 Queen St W, Toronto', 'Toronto'],
    ['Flat 2, 10 High St, London', 'London'],
    ['Main Street, Springfield', 'Springfield'],
    ['221B Baker Street, London NW1 6XE', 'London NW1 6XE'],
    ['  5 Rue de Rivoli ,  Paris , 75001 ', 'Paris'],
  ])('%s -> %s', (address, area) => {
    expect(maskAddress(address)).toBe(area);
  });

  it.each(['123 Main St', '', ' , ', '1 Road, 2 Lane'])(
    'hides %j entirely when no area part is left',
    (address) => {
      expect(maskAddress(address)).toBe(HIDDEN_ADDRESS);
    },
  );
});
