import { jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The payout rules of each country (DESIGN deviation 16), one row per country code, in that
// country's currency. Orders are paid by the card of their restaurant's country; delivery copies
// the card used into the order's payment breakdown, so a later change never rewrites past pay.

export const rateCards = pgTable('rate_cards', {
  countryCode: text().primaryKey(),
  currency: text().notNull(),
  driverBase: numeric({ precision: 12, scale: 2 }).notNull(),
  driverPerKm: numeric({ precision: 12, scale: 2 }).notNull(),
  freeKm: numeric({ precision: 4, scale: 2 }).notNull(),
  tipFeeThreshold: numeric({ precision: 12, scale: 2 }).notNull(),
  tipFee: numeric({ precision: 12, scale: 2 }).notNull(),
  restaurantDeliveryShare: numeric({ precision: 6, scale: 3 }).notNull(),
  // Decimal strings in the currency ("0", "3", "5", "10"): the checkout's tip buttons.
  tipPresets: jsonb().$type<string[]>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
