import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import {
  COUNTRIES,
  type Country,
  DEFAULT_COUNTRY_CODE,
  findCountryByCode,
} from '#domain/countries/country-list.ts';
import { clearStoredCountry, readStoredCountry, storeCountry } from './country-storage';

export interface CountryContextValue {
  /** The delivery country: the stored choice, else Canada. */
  country: Country;
  selectCountry: (country: Country) => void;
  /** Forgets the choice; the default country applies again. */
  clearCountry: () => void;
}

const CountryContext = createContext<CountryContextValue | null>(null);

const DEFAULT_COUNTRY: Country = findCountryByCode(DEFAULT_COUNTRY_CODE) ?? (COUNTRIES[0] as Country);

export function CountryProvider({ children }: { children: ReactNode }) {
  const [country, setCountry] = useState<Country>(() => readStoredCountry() ?? DEFAULT_COUNTRY);

  const value = useMemo<CountryContextValue>(
    () => ({
      country,
      selectCountry: (next) => {
        storeCountry(next);
        setCountry(next);
      },
      clearCountry: () => {
        clearStoredCountry();
        setCountry(DEFAULT_COUNTRY);
      },
    }),
    [country],
  );

  return <CountryContext.Provider value={value}>{children}</CountryContext.Provider>;
}

/** The selected country; using it outside <CountryProvider> is a programming error (SPEC section 8). */
export function useSelectedCountry(): CountryContextValue {
  const value = useContext(CountryContext);
  if (!value) throw new Error('useSelectedCountry must be used within a CountryProvider');
  return value;
}
