// Option lists, form defaults and entity defaults of SPEC section 3, word for word.
// Forms render these lists and the zod schemas accept exactly these values, so they live in one place.

// --- Driver registration -------------------------------------------------------------------------

export const VEHICLE_TYPES = ['bike', 'scooter', 'car', 'truck'] as const;
export const DRIVER_BANK_COUNTRIES = [
  'US',
  'CA',
  'GB',
  'DE',
  'FR',
  'AU',
  'NG',
  'ZA',
  'KE',
  'IN',
  'CN',
  'JP',
] as const;
export const DRIVER_BANK_CURRENCIES = [
  'USD',
  'CAD',
  'GBP',
  'EUR',
  'AUD',
  'NGN',
  'ZAR',
  'KES',
  'INR',
  'CNY',
  'JPY',
] as const;
export const DRIVER_ACCOUNT_TYPES = ['checking', 'savings'] as const;
export const DRIVER_EXPERIENCE = ['none', 'less-than-1', '1-2', 'more-than-2'] as const;
export const DRIVER_AVAILABILITY = ['full-time', 'part-time', 'weekends', 'evenings', 'flexible'] as const;

// --- Restaurant registration ---------------------------------------------------------------------

export const RESTAURANT_CUISINES = [
  'Italian',
  'Chinese',
  'Japanese',
  'Mexican',
  'American',
  'Indian',
  'Thai',
  'Mediterranean',
  'French',
  'Korean',
  'Vietnamese',
  'Other',
] as const;
export const DELIVERY_TIMES = [
  '15-25 min',
  '20-30 min',
  '25-35 min',
  '30-40 min',
  '35-45 min',
  '40-50 min',
] as const;
export const RESTAURANT_COUNTRIES = [
  'Canada',
  'United States',
  'United Kingdom',
  'Australia',
  'Germany',
  'France',
  'Other',
] as const;
export const RESTAURANT_CURRENCIES = ['CAD', 'USD', 'GBP', 'EUR', 'AUD'] as const;
export const DELIVERY_EXPERIENCE = ['New to delivery', '1-2 years', '3-5 years', '5+ years'] as const;
export const BUSINESS_TYPES = [
  'LLC',
  'Corporation',
  'Partnership',
  'Sole Proprietorship',
  'Restaurant',
] as const;
export const BANK_ACCOUNT_TYPES = ['Business', 'Personal'] as const;
export const MENU_CATEGORIES = [
  'Appetizers',
  'Main Course',
  'Pizza',
  'Pasta',
  'Desserts',
  'Beverages',
] as const;

export type VehicleType = (typeof VEHICLE_TYPES)[number];
export type RestaurantCuisine = (typeof RESTAURANT_CUISINES)[number];
export type DeliveryTime = (typeof DELIVERY_TIMES)[number];
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export type MenuCategory = (typeof MENU_CATEGORIES)[number];

export const DEFAULT_RESTAURANT_IMAGE_URL = '/images/restaurants/default.svg';

/** Opening hours keyed by the restaurant's column names. */
export const WEEKDAY_HOURS_FIELDS = [
  'mondayHours',
  'tuesdayHours',
  'wednesdayHours',
  'thursdayHours',
  'fridayHours',
  'saturdayHours',
  'sundayHours',
] as const;
export type WeekdayHoursField = (typeof WEEKDAY_HOURS_FIELDS)[number];

/** The seven opening-hours fields, each with `value(field)`: a schema, a column, a default. */
export function byWeekdayHoursField<T>(value: (field: WeekdayHoursField) => T): Record<WeekdayHoursField, T> {
  return Object.fromEntries(WEEKDAY_HOURS_FIELDS.map((field) => [field, value(field)])) as Record<
    WeekdayHoursField,
    T
  >;
}

/** What the registration form starts with (SPEC section 3 "Restaurant form defaults"). */
export const RESTAURANT_FORM_DEFAULTS = Object.freeze({
  deliveryTime: '30-40 min',
  deliveryFee: '2.99',
  minOrder: '15.00',
  country: 'Canada',
  city: 'Toronto',
  bankCurrency: 'CAD',
  businessType: 'Restaurant',
  imageUrl: DEFAULT_RESTAURANT_IMAGE_URL,
  mondayHours: '10:00 AM - 10:00 PM',
  tuesdayHours: '10:00 AM - 10:00 PM',
  wednesdayHours: '10:00 AM - 10:00 PM',
  thursdayHours: '10:00 AM - 10:00 PM',
  fridayHours: '10:00 AM - 11:00 PM',
  saturdayHours: '10:00 AM - 11:00 PM',
  sundayHours: '10:00 AM - 9:00 PM',
} as const satisfies Record<WeekdayHoursField, string> & Record<string, string>);

/** What the database stores when a field is absent (SPEC section 3 entity defaults). */
export const RESTAURANT_DEFAULTS = Object.freeze({
  country: 'Canada',
  city: 'Toronto',
  minOrder: '0',
} as const);
export const DRIVER_DEFAULTS = Object.freeze({ country: 'United States', city: 'New York' } as const);
export const DEFAULT_HOURS = 'Closed';

// --- Customer home ---------------------------------------------------------------------------------

export const HOME_CATEGORIES = [
  'all',
  'pizza',
  'burgers',
  'sushi',
  'mexican',
  'healthy',
  'desserts',
] as const;
export type HomeCategory = (typeof HOME_CATEGORIES)[number];

/**
 * Client-side category filter (SPEC section 3): lowercase substring match on cuisine, so "pizza"
 * also finds "Pizza & Pasta". 'all' returns every restaurant.
 */
export function filterRestaurantsByCategory<T extends { cuisine: string | null }>(
  restaurants: readonly T[],
  category: string,
): T[] {
  const needle = category.trim().toLowerCase();
  if (needle === 'all' || needle === '') return [...restaurants];
  return restaurants.filter((restaurant) => (restaurant.cuisine ?? '').toLowerCase().includes(needle));
}

/** The home search box filters by name or cuisine (DESIGN deviation 9); a blank term keeps all. */
export function filterRestaurantsBySearch<T extends { name: string; cuisine: string | null }>(
  restaurants: readonly T[],
  term: string,
): T[] {
  const needle = term.trim().toLowerCase();
  if (needle === '') return [...restaurants];
  return restaurants.filter(
    (restaurant) =>
      restaurant.name.toLowerCase().includes(needle) ||
      (restaurant.cuisine ?? '').toLowerCase().includes(needle),
  );
}
