import { findCountryByCode, findCountryByName } from '#domain/countries/country-list.ts';
import type { RateCard } from '#domain/rate-cards/rules.ts';

// Which rate card pays an order: the card of its restaurant's country (matched to the catalogue by
// name or code, as partners' countries are stored as they typed or picked them).

/** The catalogue code of a stored country ("Canada" or "CA" -> "CA"); null for "Other" free text. */
export function countryCodeOf(country: string | null | undefined): string | null {
  if (!country) return null;
  return (findCountryByName(country) ?? findCountryByCode(country))?.code ?? null;
}

export async function rateCardForCountry(
  country: string | null | undefined,
  find: (countryCode: string) => Promise<RateCard | null>,
): Promise<RateCard | null> {
  const code = countryCodeOf(country);
  return code === null ? null : find(code);
}
