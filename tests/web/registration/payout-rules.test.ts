import { describe, expect, it } from 'vitest';
import {
  driverPayoutRules,
  formatDollarsShort,
  restaurantPayoutRules,
} from '#web/features/registration/payout-rules.ts';

// The sign-up pages must state SPEC section 1's payout rules word for word.

describe('formatDollarsShort', () => {
  it('drops zero cents and keeps real ones', () => {
    expect(formatDollarsShort(2000)).toBe('$20');
    expect(formatDollarsShort(500)).toBe('$5');
    expect(formatDollarsShort(499)).toBe('$4.99');
    expect(formatDollarsShort(0)).toBe('$0');
    expect(formatDollarsShort(123400)).toBe('$1,234');
  });
});

describe('payout rules', () => {
  it("states the driver's pay as SPEC section 1 does", () => {
    expect(driverPayoutRules().map((rule) => rule.detail)).toEqual([
      '$5.00 base per delivery plus $1.00 per km beyond 5 km.',
      'Tips up to $20 go fully to the driver; on tips above $20 a $5 fee is deducted.',
      '$15-25 per hour.',
    ]);
  });

  it("states the restaurant's share as SPEC section 1 does", () => {
    expect(restaurantPayoutRules().map((rule) => rule.detail)).toEqual([
      'Keep 100% of food sales.',
      'Plus 20% of the delivery fee.',
      'No commission.',
    ]);
  });
});
