import { describe, expect, it } from 'vitest';
import {
  BANK_ACCOUNT_TYPES,
  BUSINESS_TYPES,
  DEFAULT_HOURS,
  DELIVERY_EXPERIENCE,
  DELIVERY_TIMES,
  DRIVER_ACCOUNT_TYPES,
  DRIVER_AVAILABILITY,
  DRIVER_BANK_COUNTRIES,
  DRIVER_BANK_CURRENCIES,
  DRIVER_DEFAULTS,
  DRIVER_EXPERIENCE,
  filterRestaurantsByCategory,
  filterRestaurantsBySearch,
  HOME_CATEGORIES,
  MENU_CATEGORIES,
  RESTAURANT_COUNTRIES,
  RESTAURANT_CUISINES,
  RESTAURANT_CURRENCIES,
  RESTAURANT_DEFAULTS,
  RESTAURANT_FORM_DEFAULTS,
  VEHICLE_TYPES,
} from '#domain/shared/options.ts';

describe('option lists (SPEC section 3)', () => {
  it('driver lists', () => {
    expect(VEHICLE_TYPES).toEqual(['bike', 'scooter', 'car', 'truck']);
    expect(DRIVER_BANK_COUNTRIES).toEqual([
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
    ]);
    expect(DRIVER_BANK_CURRENCIES).toEqual([
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
    ]);
    expect(DRIVER_ACCOUNT_TYPES).toEqual(['checking', 'savings']);
    expect(DRIVER_EXPERIENCE).toEqual(['none', 'less-than-1', '1-2', 'more-than-2']);
    expect(DRIVER_AVAILABILITY).toEqual(['full-time', 'part-time', 'weekends', 'evenings', 'flexible']);
  });

  it('restaurant lists', () => {
    expect(RESTAURANT_CUISINES).toEqual([
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
    ]);
    expect(DELIVERY_TIMES).toEqual([
      '15-25 min',
      '20-30 min',
      '25-35 min',
      '30-40 min',
      '35-45 min',
      '40-50 min',
    ]);
    expect(RESTAURANT_COUNTRIES).toEqual([
      'Canada',
      'United States',
      'United Kingdom',
      'Australia',
      'Germany',
      'France',
      'Other',
    ]);
    expect(RESTAURANT_CURRENCIES).toEqual(['CAD', 'USD', 'GBP', 'EUR', 'AUD']);
    expect(DELIVERY_EXPERIENCE).toEqual(['New to delivery', '1-2 years', '3-5 years', '5+ years']);
    expect(BUSINESS_TYPES).toEqual([
      'LLC',
      'Corporation',
      'Partnership',
      'Sole Proprietorship',
      'Restaurant',
    ]);
    expect(BANK_ACCOUNT_TYPES).toEqual(['Business', 'Personal']);
    expect(MENU_CATEGORIES).toEqual(['Appetizers', 'Main Course', 'Pizza', 'Pasta', 'Desserts', 'Beverages']);
  });

  it('form defaults, taken from the option lists', () => {
    expect(RESTAURANT_FORM_DEFAULTS).toMatchObject({
      deliveryTime: '30-40 min',
      deliveryFee: '2.99',
      minOrder: '15.00',
      country: 'Canada',
      city: 'Toronto',
      bankCurrency: 'CAD',
      businessType: 'Restaurant',
      imageUrl: '/images/restaurants/default.svg',
      mondayHours: '10:00 AM - 10:00 PM',
      tuesdayHours: '10:00 AM - 10:00 PM',
      wednesdayHours: '10:00 AM - 10:00 PM',
      thursdayHours: '10:00 AM - 10:00 PM',
      fridayHours: '10:00 AM - 11:00 PM',
      saturdayHours: '10:00 AM - 11:00 PM',
      sundayHours: '10:00 AM - 9:00 PM',
    });
    expect(DELIVERY_TIMES).toContain(RESTAURANT_FORM_DEFAULTS.deliveryTime);
    expect(RESTAURANT_COUNTRIES).toContain(RESTAURANT_FORM_DEFAULTS.country);
    expect(RESTAURANT_CURRENCIES).toContain(RESTAURANT_FORM_DEFAULTS.bankCurrency);
    expect(BUSINESS_TYPES).toContain(RESTAURANT_FORM_DEFAULTS.businessType);
  });

  it('entity defaults', () => {
    expect(RESTAURANT_DEFAULTS).toMatchObject({ country: 'Canada', city: 'Toronto' });
    expect(DRIVER_DEFAULTS).toEqual({ country: 'United States', city: 'New York' });
    expect(DEFAULT_HOURS).toBe('Closed');
  });
});

const restaurants = [
  { name: 'Tony Pizza', cuisine: 'Pizza' },
  { name: 'Sushi Zen', cuisine: 'Japanese Sushi' },
  { name: 'Burger Barn', cuisine: 'American Burgers' },
  { name: 'Green Bowl', cuisine: 'Healthy' },
  { name: 'Casa', cuisine: 'Mexican' },
  { name: 'Nameless', cuisine: null },
];

describe('filterRestaurantsByCategory', () => {
  it('has the spec categories', () => {
    expect(HOME_CATEGORIES).toEqual(['all', 'pizza', 'burgers', 'sushi', 'mexican', 'healthy', 'desserts']);
  });

  it("returns every restaurant for 'all'", () => {
    expect(filterRestaurantsByCategory(restaurants, 'all')).toEqual(restaurants);
  });

  it('matches the lowercase category inside the cuisine', () => {
    expect(filterRestaurantsByCategory(restaurants, 'sushi').map((r) => r.name)).toEqual(['Sushi Zen']);
    expect(filterRestaurantsByCategory(restaurants, 'burgers').map((r) => r.name)).toEqual(['Burger Barn']);
    expect(filterRestaurantsByCategory(restaurants, 'desserts')).toEqual([]);
  });
});

describe('filterRestaurantsBySearch', () => {
  it('matches name or cuisine case-insensitively', () => {
    expect(filterRestaurantsBySearch(restaurants, 'ZEN').map((r) => r.name)).toEqual(['Sushi Zen']);
    expect(filterRestaurantsBySearch(restaurants, 'mexican').map((r) => r.name)).toEqual(['Casa']);
    expect(filterRestaurantsBySearch(restaurants, 'b').map((r) => r.name)).toEqual([
      'Burger Barn',
      'Green Bowl',
    ]);
  });

  it('keeps everything for a blank term', () => {
    expect(filterRestaurantsBySearch(restaurants, '  ')).toEqual(restaurants);
  });
});

describe('home list filters together', () => {
  // The demo seed's cuisines: each home category finds its restaurants by a lower-case match.
  const demo = [
    { name: 'Nonna Rosa Pizzeria', cuisine: 'Italian Pizza' },
    { name: 'Maple Smash Burgers', cuisine: 'American Burgers' },
    { name: 'Kaito Sushi Bar', cuisine: 'Japanese Sushi' },
    { name: 'Tidewater Sushi', cuisine: 'Japanese Sushi & Poke' },
    { name: 'La Calaca Taquería', cuisine: 'Mexican' },
    { name: 'Green Bowl Kitchen', cuisine: 'Healthy Bowls' },
    { name: 'Sugar & Crumb Bakery', cuisine: 'Desserts & Bakery' },
    { name: 'Bistro Mireille', cuisine: 'French Bistro' },
  ];
  const names = (list: readonly { name: string }[]) => list.map((r) => r.name);

  it('finds every category among the demo cuisines', () => {
    for (const category of HOME_CATEGORIES.filter((c) => c !== 'all')) {
      expect(filterRestaurantsByCategory(demo, category).length, category).toBeGreaterThan(0);
    }
    expect(names(filterRestaurantsByCategory(demo, 'sushi'))).toEqual(['Kaito Sushi Bar', 'Tidewater Sushi']);
  });

  it('applies the search box, then the category', () => {
    const searched = filterRestaurantsBySearch(demo, 'japanese');
    expect(names(filterRestaurantsByCategory(searched, 'sushi'))).toEqual([
      'Kaito Sushi Bar',
      'Tidewater Sushi',
    ]);
    expect(filterRestaurantsByCategory(searched, 'pizza')).toEqual([]);
    expect(names(filterRestaurantsByCategory(filterRestaurantsBySearch(demo, 'TIDE'), 'all'))).toEqual([
      'Tidewater Sushi',
    ]);
  });
});
