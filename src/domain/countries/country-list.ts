// The delivery-country catalogue (SPEC section 3 "Country", section 4 "Selected country").
// Pure data plus the search/filter rules the country picker uses, so browser and server agree.

export const CONTINENTS = ['North America', 'South America', 'Europe', 'Asia', 'Africa', 'Oceania'] as const;
export type Continent = (typeof CONTINENTS)[number];

export interface Country {
  /** ISO 3166-1 alpha-2 code, upper case. */
  readonly code: string;
  readonly name: string;
  /** Flag emoji. */
  readonly flag: string;
  /** ISO 4217 currency code. */
  readonly currency: string;
  readonly continent: Continent;
}

export const DEFAULT_COUNTRY_CODE = 'CA';
export const NO_COUNTRIES_FOUND = 'No countries found - Try adjusting your search';

// A flag emoji is the code's two letters mapped onto Unicode regional indicator symbols.
// Deriving it from the code rules out a flag that disagrees with its country.
function flagOf(code: string): string {
  const base = 0x1f1e6 - 'A'.charCodeAt(0);
  return String.fromCodePoint(...[...code].map((letter) => base + letter.charCodeAt(0)));
}

// [code, name, currency] per continent, in the spec's continent order.
const CATALOGUE: Readonly<Record<Continent, ReadonlyArray<readonly [string, string, string]>>> = {
  'North America': [
    ['CA', 'Canada', 'CAD'],
    ['US', 'United States', 'USD'],
    ['MX', 'Mexico', 'MXN'],
  ],
  'South America': [
    ['BR', 'Brazil', 'BRL'],
    ['AR', 'Argentina', 'ARS'],
    ['CL', 'Chile', 'CLP'],
    ['CO', 'Colombia', 'COP'],
    ['PE', 'Peru', 'PEN'],
    ['VE', 'Venezuela', 'VES'],
    ['BO', 'Bolivia', 'BOB'],
    ['PY', 'Paraguay', 'PYG'],
    ['UY', 'Uruguay', 'UYU'],
    // Ecuador has used the US dollar since 2000 (spec: "Ecuador uses USD").
    ['EC', 'Ecuador', 'USD'],
  ],
  Europe: [
    ['GB', 'United Kingdom', 'GBP'],
    ['DE', 'Germany', 'EUR'],
    ['FR', 'France', 'EUR'],
    ['IT', 'Italy', 'EUR'],
    ['ES', 'Spain', 'EUR'],
    ['NL', 'Netherlands', 'EUR'],
    ['BE', 'Belgium', 'EUR'],
    ['AT', 'Austria', 'EUR'],
    ['PT', 'Portugal', 'EUR'],
    ['IE', 'Ireland', 'EUR'],
    ['FI', 'Finland', 'EUR'],
    ['GR', 'Greece', 'EUR'],
    ['LU', 'Luxembourg', 'EUR'],
    ['CH', 'Switzerland', 'CHF'],
    ['SE', 'Sweden', 'SEK'],
    ['NO', 'Norway', 'NOK'],
    ['DK', 'Denmark', 'DKK'],
    ['PL', 'Poland', 'PLN'],
  ],
  Asia: [
    ['CN', 'China', 'CNY'],
    ['JP', 'Japan', 'JPY'],
    ['KR', 'South Korea', 'KRW'],
    ['IN', 'India', 'INR'],
    ['SG', 'Singapore', 'SGD'],
    ['HK', 'Hong Kong', 'HKD'],
    ['TW', 'Taiwan', 'TWD'],
    ['MY', 'Malaysia', 'MYR'],
    ['TH', 'Thailand', 'THB'],
    ['ID', 'Indonesia', 'IDR'],
    ['PH', 'Philippines', 'PHP'],
    ['VN', 'Vietnam', 'VND'],
    ['AE', 'United Arab Emirates', 'AED'],
    ['SA', 'Saudi Arabia', 'SAR'],
    ['IL', 'Israel', 'ILS'],
    ['TR', 'Turkey', 'TRY'],
  ],
  Africa: [
    ['ZA', 'South Africa', 'ZAR'],
    ['NG', 'Nigeria', 'NGN'],
    ['EG', 'Egypt', 'EGP'],
    ['MA', 'Morocco', 'MAD'],
    ['KE', 'Kenya', 'KES'],
    ['GH', 'Ghana', 'GHS'],
    ['ET', 'Ethiopia', 'ETB'],
    ['TZ', 'Tanzania', 'TZS'],
  ],
  Oceania: [
    ['AU', 'Australia', 'AUD'],
    ['NZ', 'New Zealand', 'NZD'],
    ['FJ', 'Fiji', 'FJD'],
  ],
};

/** All 58 countries, grouped by continent in CONTINENTS order. */
export const COUNTRIES: readonly Country[] = Object.freeze(
  CONTINENTS.flatMap((continent) =>
    CATALOGUE[continent].map(([code, name, currency]) =>
      Object.freeze({ code, name, flag: flagOf(code), currency, continent }),
    ),
  ),
);

export function findCountryByCode(
  code: string,
  countries: readonly Country[] = COUNTRIES,
): Country | undefined {
  const wanted = code.trim().toUpperCase();
  return countries.find((country) => country.code === wanted);
}

export function findCountryByName(
  name: string,
  countries: readonly Country[] = COUNTRIES,
): Country | undefined {
  const wanted = name.trim().toLowerCase();
  return countries.find((country) => country.name.toLowerCase() === wanted);
}

/**
 * The picker's filter. A non-blank search term wins over the continent badge (SPEC section 4), so a
 * user who types "japan" while "Europe" is active still finds Japan.
 */
export function searchCountries(
  countries: readonly Country[],
  term: string,
  continent: Continent | null,
): Country[] {
  const needle = term.trim().toLowerCase();
  if (needle !== '') {
    return countries.filter(
      (country) => country.name.toLowerCase().includes(needle) || country.code.toLowerCase().includes(needle),
    );
  }
  if (continent !== null) return countries.filter((country) => country.continent === continent);
  return [...countries];
}

/** Choosing the active continent badge again clears the filter. */
export function toggleContinent(active: Continent | null, chosen: Continent): Continent | null {
  return active === chosen ? null : chosen;
}
