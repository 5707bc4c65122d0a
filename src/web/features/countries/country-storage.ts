import { type Country, findCountryByCode } from '#domain/countries/country-list.ts';

// SPEC section 4: the selected country is kept in browser storage as the country object in JSON.
// Only the code is trusted on the way back in: the rest comes from the catalogue, so an old or
// edited entry can never show a flag or currency that disagrees with its country.

/** The stored country, or null when none is stored or it cannot be read (the failure is logged). */
export function readStoredCountry(storage: Storage | undefined = safeLocalStorage()): Country | null {
  try {
    const raw = storage?.getItem(SELECTED_COUNTRY_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    const code =
      typeof parsed === 'object' && parsed !== null && 'code' in parsed && typeof parsed.code === 'string'
        ? parsed.code
        : null;
    const country = code ? findCountryByCode(code) : undefined;
    if (!country) console.warn('Ignoring an unknown stored country', raw);
    return country ?? null;
  } catch (error) {
    console.warn('Could not read the selected country', error);
    return null;
  }
}

export function storeCountry(country: Country, storage: Storage | undefined = safeLocalStorage()): void {
  try {
    storage?.setItem(SELECTED_COUNTRY_STORAGE_KEY, JSON.stringify(country));
  } catch (error) {
    console.warn('Could not store the selected country', error);
  }
}

export function clearStoredCountry(storage: Storage | undefined = safeLocalStorage()): void {
  try {
    storage?.removeItem(SELECTED_COUNTRY_STORAGE_KEY);
  } catch (error) {
    console.warn('Could not clear the selected country', error);
  }
}

// Merely touching window.localStorage throws in some privacy modes.
function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch (error) {
    console.warn('Browser storage is not available', error);
    return undefined;
  }
}

/** The selected country is stored as JSON under this product-specific key. */
export const SELECTED_COUNTRY_STORAGE_KEY = 'quickbite.selectedCountry';
