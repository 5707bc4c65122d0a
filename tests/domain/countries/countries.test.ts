import { describe, expect, it } from 'vitest';
import {
  CONTINENTS,
  COUNTRIES,
  DEFAULT_COUNTRY_CODE,
  findCountryByCode,
  findCountryByName,
  NO_COUNTRIES_FOUND,
  searchCountries,
  toggleContinent,
} from '#domain/countries/country-list.ts';

const SPEC_CURRENCIES = [
  'CAD',
  'USD',
  'MXN',
  'GBP',
  'EUR',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CNY',
  'JPY',
  'KRW',
  'INR',
  'SGD',
  'HKD',
  'TWD',
  'MYR',
  'THB',
  'IDR',
  'PHP',
  'VND',
  'AED',
  'SAR',
  'ILS',
  'TRY',
  'ZAR',
  'NGN',
  'EGP',
  'MAD',
  'KES',
  'GHS',
  'ETB',
  'TZS',
  'AUD',
  'NZD',
  'FJD',
  'BRL',
  'ARS',
  'CLP',
  'COP',
  'PEN',
  'VES',
  'BOB',
  'PYG',
  'UYU',
];

describe('country catalogue', () => {
  it('has exactly 58 countries with unique codes and names', () => {
    expect(COUNTRIES).toHaveLength(58);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(58);
    expect(new Set(COUNTRIES.map((c) => c.name)).size).toBe(58);
  });

  it('uses exactly the 46 currencies of the spec', () => {
    expect(SPEC_CURRENCIES).toHaveLength(46);
    const currencies = new Set(COUNTRIES.map((c) => c.currency));
    expect([...currencies].sort()).toEqual([...SPEC_CURRENCIES].sort());
  });

  it('lists continents in the spec order and groups countries by them', () => {
    expect(CONTINENTS).toEqual(['North America', 'South America', 'Europe', 'Asia', 'Africa', 'Oceania']);
    const order = COUNTRIES.map((c) => CONTINENTS.indexOf(c.continent));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(COUNTRIES.map((c) => c.continent)).size).toBe(6);
  });

  it('has well-formed codes, currencies and flags', () => {
    for (const country of COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.currency).toMatch(/^[A-Z]{3}$/);
      // Two regional indicator symbols, each a surrogate pair.
      expect([...country.flag]).toHaveLength(2);
    }
    expect(findCountryByCode('CA')?.flag).toBe('🇨🇦');
    expect(findCountryByCode('US')?.flag).toBe('🇺🇸');
    expect(findCountryByCode('GB')?.flag).toBe('🇬🇧');
  });

  it('has Ecuador in South America paying in USD', () => {
    expect(findCountryByCode('EC')).toMatchObject({
      name: 'Ecuador',
      currency: 'USD',
      continent: 'South America',
    });
  });

  it('starts with Canada, the default country', () => {
    expect(DEFAULT_COUNTRY_CODE).toBe('CA');
    expect(COUNTRIES[0]).toMatchObject({ code: 'CA', name: 'Canada', currency: 'CAD' });
    expect(findCountryByCode(DEFAULT_COUNTRY_CODE)?.name).toBe('Canada');
  });

  it('finds by code and name regardless of case and spaces', () => {
    expect(findCountryByCode(' jp ')?.name).toBe('Japan');
    expect(findCountryByName('united states')?.code).toBe('US');
    expect(findCountryByCode('XX')).toBeUndefined();
    expect(findCountryByName('Atlantis')).toBeUndefined();
  });

  it('is frozen so no screen can mutate it', () => {
    expect(Object.isFrozen(COUNTRIES)).toBe(true);
    expect(Object.isFrozen(COUNTRIES[0])).toBe(true);
  });
});

describe('searchCountries', () => {
  it('matches name or code case-insensitively as a substring', () => {
    expect(searchCountries(COUNTRIES, 'LAND', null).map((c) => c.code)).toEqual(
      expect.arrayContaining(['NL', 'IE', 'FI', 'PL', 'CH', 'TH', 'NZ']),
    );
    expect(searchCountries(COUNTRIES, 'jp', null).map((c) => c.code)).toEqual(['JP']);
    expect(searchCountries(COUNTRIES, 'ca', null).map((c) => c.code)).toContain('CA');
  });

  it('lets a search term take precedence over the continent filter', () => {
    const result = searchCountries(COUNTRIES, 'japan', 'Europe');
    expect(result.map((c) => c.code)).toEqual(['JP']);
  });

  it('filters by continent when the term is blank', () => {
    const result = searchCountries(COUNTRIES, '   ', 'Oceania');
    expect(result.map((c) => c.code)).toEqual(['AU', 'NZ', 'FJ']);
    expect(searchCountries(COUNTRIES, '', 'North America')).toHaveLength(3);
    expect(searchCountries(COUNTRIES, '', 'South America')).toHaveLength(10);
    expect(searchCountries(COUNTRIES, '', 'Europe')).toHaveLength(18);
    expect(searchCountries(COUNTRIES, '', 'Asia')).toHaveLength(16);
    expect(searchCountries(COUNTRIES, '', 'Africa')).toHaveLength(8);
  });

  it('returns everything with no term and no continent, as a copy', () => {
    const all = searchCountries(COUNTRIES, '', null);
    expect(all).toEqual(COUNTRIES);
    expect(all).not.toBe(COUNTRIES);
  });

  it('returns an empty list for no match, which the picker reports with the spec text', () => {
    expect(searchCountries(COUNTRIES, 'zzz', null)).toEqual([]);
    expect(NO_COUNTRIES_FOUND).toBe('No countries found - Try adjusting your search');
  });
});

describe('toggleContinent', () => {
  it('selects a new continent and clears when the active one is chosen again', () => {
    expect(toggleContinent(null, 'Asia')).toBe('Asia');
    expect(toggleContinent('Europe', 'Asia')).toBe('Asia');
    expect(toggleContinent('Asia', 'Asia')).toBeNull();
  });
});
