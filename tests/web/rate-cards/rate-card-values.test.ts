import { describe, expect, it } from 'vitest';
import { findCountryByCode } from '#domain/countries/country-list.ts';
import type { RateCardResponse } from '#domain/rate-cards/responses.ts';
import {
  checkRateCard,
  draftFrom,
  fieldOf,
  splitPresets,
  valuesOf,
} from '#web/features/rate-cards/rate-card-values.ts';

// The rate card form's values and the PUT body they make.

const us: RateCardResponse = {
  countryCode: 'US',
  currency: 'USD',
  driverBase: '5.00',
  driverPerKm: '1.50',
  freeKm: '5',
  tipFeeThreshold: '20.00',
  tipFee: '5.00',
  restaurantDeliveryShare: '20',
  tipPresets: ['0.00', '3.00', '5.00', '10.00'],
};

function country(code: string) {
  const found = findCountryByCode(code);
  if (!found) throw new Error(code);
  return found;
}

describe('rate card form values', () => {
  it('splits the presets box on commas, ignoring blanks', () => {
    expect(splitPresets(' 0, 3,5 , 10 ,')).toEqual(['0', '3', '5', '10']);
    expect(splitPresets('')).toEqual([]);
  });

  it("names the form's field of a server path", () => {
    expect(fieldOf('tipPresets[2]')).toBe('tipPresets');
    expect(fieldOf('tipPresets.2')).toBe('tipPresets');
    expect(fieldOf('driverBase')).toBe('driverBase');
    expect(fieldOf('countryCode')).toBeNull();
  });

  it("drafts another currency's card with its decimals, rounding half up to its unit", () => {
    const draft = draftFrom(us, 'JPY');
    expect(draft.driverBase).toBe('5');
    expect(draft.driverPerKm).toBe('2');
    expect(draft.tipPresets).toBe('0, 3, 5, 10');
    expect(draft.freeKm).toBe('5');
    expect(draftFrom(us, 'EUR').driverPerKm).toBe('1.50');
  });

  it("makes the PUT body with the country's code and currency", () => {
    const result = checkRateCard(valuesOf(us), country('CA'));
    expect(result).toEqual({
      ok: true,
      body: { ...us, countryCode: 'CA', currency: 'CAD' },
    });
  });

  it('refuses amounts finer than the currency in its words', () => {
    const result = checkRateCard({ ...valuesOf(us), tipPresets: '0, 3.5' }, country('JP'));
    expect(result).toEqual({
      ok: false,
      // "5.00" is five whole yen; "1.50" and "3.5" are not.
      errors: {
        driverPerKm: 'Driver pay per km must be a whole amount in JPY',
        tipPresets: 'Tip presets must be a whole amount in JPY',
      },
    });
  });
});
