import { findCountryByName } from '#domain/countries/country-list.ts';

/** The catalogue's two letters of a country given by name ("Japan" -> "JP"); null when unknown. */
export function countryCodeOf(name: string): string | null {
  return name ? (findCountryByName(name)?.code ?? null) : null;
}
