import { COUNTRIES, findCountryByCode } from '#domain/countries/country-list.ts';
import {
  BANK_ACCOUNT_TYPES,
  BUSINESS_TYPES,
  DELIVERY_EXPERIENCE,
  DELIVERY_TIMES,
  DRIVER_ACCOUNT_TYPES,
  DRIVER_AVAILABILITY,
  DRIVER_BANK_COUNTRIES,
  DRIVER_BANK_CURRENCIES,
  DRIVER_EXPERIENCE,
  RESTAURANT_COUNTRIES,
  RESTAURANT_CUISINES,
  RESTAURANT_CURRENCIES,
  VEHICLE_TYPES,
} from '#domain/shared/options.ts';

// The option lists of SPEC section 3 as <select> options. Values are sent as listed; the driver
// lists are machine values ("less-than-1"), so they get readable labels here.

export interface SelectOption {
  value: string;
  label: string;
}

const asIs = (values: readonly string[]): SelectOption[] => values.map((value) => ({ value, label: value }));

const labelled = <T extends string>(values: readonly T[], labels: Record<T, string>): SelectOption[] =>
  values.map((value) => ({ value, label: labels[value] }));

export const vehicleTypeOptions = labelled(VEHICLE_TYPES, {
  bike: 'Bike',
  scooter: 'Scooter',
  car: 'Car',
  truck: 'Truck',
});

/** "United States (US)": codes alone are hard to pick from. */
export const driverBankCountryOptions: SelectOption[] = DRIVER_BANK_COUNTRIES.map((code) => {
  const country = findCountryByCode(code);
  return { value: code, label: country ? `${country.name} (${code})` : code };
});

export const driverCurrencyOptions = asIs(DRIVER_BANK_CURRENCIES);

export const driverAccountTypeOptions = labelled(DRIVER_ACCOUNT_TYPES, {
  checking: 'Checking',
  savings: 'Savings',
});

export const driverExperienceOptions = labelled(DRIVER_EXPERIENCE, {
  none: 'No experience',
  'less-than-1': 'Less than 1 year',
  '1-2': '1-2 years',
  'more-than-2': 'More than 2 years',
});

export const driverAvailabilityOptions = labelled(DRIVER_AVAILABILITY, {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  weekends: 'Weekends',
  evenings: 'Evenings',
  flexible: 'Flexible',
});

/** Where a driver works: any country of the delivery catalogue. */
export const driverCountryOptions = asIs(COUNTRIES.map((country) => country.name));

export const cuisineOptions = asIs(RESTAURANT_CUISINES);
export const deliveryTimeOptions = asIs(DELIVERY_TIMES);
export const restaurantCountryOptions = asIs(RESTAURANT_COUNTRIES);
export const restaurantCurrencyOptions = asIs(RESTAURANT_CURRENCIES);
export const deliveryExperienceOptions = asIs(DELIVERY_EXPERIENCE);
export const businessTypeOptions = asIs(BUSINESS_TYPES);
export const bankAccountTypeOptions = asIs(BANK_ACCOUNT_TYPES);
