import { describe, expect, it } from 'vitest';
import type { RateCard } from '#domain/rate-cards/rules.ts';
import {
  driverPayoutRules,
  formatShortAmount,
  restaurantPayoutRules,
  SPEC_US_RATE_CARD,
} from '#web/features/registration/payout-rules.ts';

// The payout rules as the sign-up pages state them, from a country's rate card in its currency;
// the United States card states SPEC section 1's rules word for word.

const japan: RateCard = {
  countryCode: 'JP',
  currency: 'JPY',
  driverBase: '500',
  driverPerKm: '80',
  freeKm: '3',
  tipFeeThreshold: '2000',
  tipFee: '300',
  restaurantDeliveryShare: '20',
  tipPresets: ['0', '100', '200', '500'],
};

const britain: RateCard = {
  countryCode: 'GB',
  currency: 'GBP',
  driverBase: '3.50',
  driverPerKm: '0.60',
  freeKm: '4',
  tipFeeThreshold: '15.00',
  tipFee: '3.00',
  restaurantDeliveryShare: '17.5',
  tipPresets: ['0.00', '1.00', '2.00', '5.00'],
};

describe('formatShortAmount', () => {
  it('drops zero minor digits and keeps real ones, in the currency', () => {
    expect(formatShortAmount('20.00', 'USD')).toBe('$20');
    expect(formatShortAmount('5', 'USD')).toBe('$5');
    expect(formatShortAmount('4.99', 'USD')).toBe('$4.99');
    expect(formatShortAmount('0', 'USD')).toBe('$0');
    expect(formatShortAmount('1234', 'USD')).toBe('$1,234');
    expect(formatShortAmount('15.00', 'GBP')).toBe('£15');
    expect(formatShortAmount('2000', 'JPY')).toBe('¥2,000');
  });
});

describe('payout rules of the United States card', () => {
  it("states the driver's pay as SPEC section 1 does", () => {
    expect(driverPayoutRules(SPEC_US_RATE_CARD).map((rule) => rule.detail)).toEqual([
      '$5.00 base per delivery plus $1.00 per km beyond 5 km.',
      'Tips up to $20 go fully to the driver; on tips above $20 a $5 fee is deducted.',
      '$15-25 per hour.',
    ]);
    // Terms and Careers quote the spec's card.
    expect(driverPayoutRules()).toEqual(driverPayoutRules(SPEC_US_RATE_CARD));
  });

  it("states the restaurant's share as SPEC section 1 does", () => {
    expect(restaurantPayoutRules(SPEC_US_RATE_CARD).map((rule) => rule.detail)).toEqual([
      'Keep 100% of food sales.',
      'Plus 20% of the delivery fee.',
      'No commission.',
    ]);
  });
});

describe("payout rules of another country's card", () => {
  it('states its figures in its currency, and no United States average', () => {
    expect(driverPayoutRules(japan)).toEqual([
      { title: 'Per delivery', detail: '¥500 base per delivery plus ¥80 per km beyond 3 km.' },
      {
        title: 'Tips',
        detail: 'Tips up to ¥2,000 go fully to the driver; on tips above ¥2,000 a ¥300 fee is deducted.',
      },
    ]);
    expect(driverPayoutRules(britain).map((rule) => rule.detail)).toEqual([
      '£3.50 base per delivery plus £0.60 per km beyond 4 km.',
      'Tips up to £15 go fully to the driver; on tips above £15 a £3 fee is deducted.',
    ]);
  });

  it("states the restaurant's share of the delivery fee from the card", () => {
    expect(restaurantPayoutRules(britain).map((rule) => rule.detail)).toContain(
      'Plus 17.5% of the delivery fee.',
    );
  });

  it('says tips go fully to the driver when the card keeps no tip fee', () => {
    expect(driverPayoutRules({ ...japan, tipFee: '0' })[1]?.detail).toBe('Tips go fully to the driver.');
  });
});
