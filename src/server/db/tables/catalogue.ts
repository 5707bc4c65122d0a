import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

// Restaurants and their menus: what customers browse (SPEC section 3).

export const restaurants = pgTable(
  'restaurants',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    cuisine: text().notNull(),
    // The mean of its visible reviews' food stars (one decimal) and how many there are: 0 = "New".
    rating: numeric({ precision: 2, scale: 1 }).notNull().default('0.0'),
    ratingCount: integer().notNull().default(0),
    deliveryTime: text().notNull().default('30-40 min'),
    // Amounts are in the currency of the restaurant's country, wide enough for yen, won or rupiah.
    deliveryFee: numeric({ precision: 12, scale: 2 }).notNull().default('2.99'),
    imageUrl: text(),
    description: text(),
    address: text(),
    latitude: numeric({ precision: 10, scale: 8 }),
    longitude: numeric({ precision: 11, scale: 8 }),
    // How far (straight line, whole km) the restaurant delivers; orders beyond it are refused.
    deliveryRadiusKm: integer().notNull().default(8),
    country: text().notNull().default('Canada'),
    city: text().notNull().default('Toronto'),
    isOpen: boolean().notNull().default(true),
    // IANA zone its opening hours are read in (from its position at registration).
    timeZone: text().notNull().default('UTC'),
    // Minutes before a scheduled order's time that it reaches the kitchen as a new order.
    prepLeadMinutes: integer().notNull().default(30),
    // Orders in a row that timed out unanswered (reset by an accepted one): two pause the restaurant.
    unansweredInARow: integer().notNull().default(0),
    minOrder: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    // Percent (up to three decimals, 0-30) and whether menu prices already include it.
    taxRate: numeric({ precision: 6, scale: 3 }).notNull().default('0'),
    pricesIncludeTax: boolean().notNull().default(false),
    offer: text(),
    email: text(),
    password: text(),
    phone: text(),
    isApproved: boolean().notNull().default(false),
    businessLicense: text(),
    taxId: text(),
    businessType: text(),
    mondayHours: text().notNull().default('Closed'),
    tuesdayHours: text().notNull().default('Closed'),
    wednesdayHours: text().notNull().default('Closed'),
    thursdayHours: text().notNull().default('Closed'),
    fridayHours: text().notNull().default('Closed'),
    saturdayHours: text().notNull().default('Closed'),
    sundayHours: text().notNull().default('Closed'),
    bankCountry: text(),
    bankCurrency: text(),
    bankName: text(),
    bankAccountHolder: text(),
    bankAccountNumber: text(),
    bankRoutingNumber: text(),
    bankAccountType: text(),
    ownerName: text(),
    ownerEmail: text(),
    ownerPhone: text(),
    signatureDish: text(),
    specialtyDescription: text(),
    deliveryExperience: text(),
    preferredCuisines: text(),
    createdAt: createdAt(),
  },
  (t) => [
    // Restaurants sign in by email, so it must identify one account regardless of letter case.
    uniqueIndex('restaurants_email_lower_key').on(sql`lower(${t.email})`),
    index('restaurants_public_idx').on(t.isApproved, t.country),
    check('restaurants_delivery_radius_km_range', sql`${t.deliveryRadiusKm} BETWEEN 1 AND 50`),
    check('restaurants_tax_rate_range', sql`${t.taxRate} BETWEEN 0 AND 30`),
    check('restaurants_prep_lead_minutes_range', sql`${t.prepLeadMinutes} BETWEEN 0 AND 240`),
  ],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial().primaryKey(),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    price: numeric({ precision: 12, scale: 2 }).notNull(),
    category: text().notNull(),
    imageUrl: text(),
    isAvailable: boolean().notNull().default(true),
    // Sizes, extras, bases: [{ id, name, required, minChoices, maxChoices, options: [{ id, name,
    // priceDelta, isAvailable }] }], written whole with the item; ids from menu_option_ids.
    optionGroups: jsonb().$type<StoredOptionGroup[]>().notNull().default([]),
  },
  (t) => [index('menu_items_restaurant_idx').on(t.restaurantId, t.id)],
);

/** One id space for option groups and options, so an id names one thing on a menu for good. */
export const menuOptionIds = pgSequence('menu_option_ids');

export interface StoredOption {
  id: number;
  name: string;
  priceDelta: string;
  isAvailable: boolean;
}

export interface StoredOptionGroup {
  id: number;
  name: string;
  required: boolean;
  minChoices: number;
  maxChoices: number;
  options: StoredOption[];
}

/**
 * A restaurant's promotions (DESIGN deviation 17), funded by the restaurant: percent or amount off
 * the food, from a minimum subtotal, optionally for a phone's first order there, optionally only
 * with a code, within optional dates. The server applies them; orders keep what they got.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial().primaryKey(),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    // 'percent' (value "10" is 10%) or 'amount' (value "2.00" off, in the restaurant's currency).
    kind: text().notNull(),
    value: numeric({ precision: 12, scale: 2 }).notNull(),
    minSubtotal: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    firstOrderOnly: boolean().notNull().default(false),
    code: text(),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('promotions_restaurant_idx').on(t.restaurantId, t.id),
    // A code names one promotion of a restaurant, whatever its letter case.
    uniqueIndex('promotions_code_key')
      .on(t.restaurantId, sql`upper(${t.code})`)
      .where(sql`${t.code} is not null`),
    check('promotions_kind', sql`${t.kind} in ('percent', 'amount')`),
  ],
);
