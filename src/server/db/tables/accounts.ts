import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

// Drivers, admins and the sessions every signed-in partner or admin holds.

export const drivers = pgTable(
  'drivers',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    password: text().notNull(),
    licenseNumber: text().notNull(),
    vehicleType: text().notNull(),
    vehicleNumber: text().notNull(),
    isActive: boolean().notNull().default(true),
    isApproved: boolean().notNull().default(false),
    isOnline: boolean().notNull().default(false),
    currentLatitude: numeric({ precision: 10, scale: 8 }),
    currentLongitude: numeric({ precision: 11, scale: 8 }),
    // When the position above was reported: trackers show its age, and it paces the reports.
    locationUpdatedAt: timestamp({ withTimezone: true }),
    // Driver pay of every delivered order. Cash is not a stored figure: see cashLedgerEntries.
    totalEarnings: numeric({ precision: 10, scale: 2 }).notNull().default('0'),
    country: text().notNull().default('United States'),
    city: text().notNull().default('New York'),
    // The mean of its visible reviews' delivery stars and how many there are: 0 = "New".
    rating: numeric({ precision: 3, scale: 2 }).notNull().default('0.00'),
    ratingCount: integer().notNull().default(0),
    totalDeliveries: integer().notNull().default(0),
    currentLocation: text(),
    licenseExpiryDate: text(),
    licenseState: text(),
    licenseImage: text(),
    bankCountry: text(),
    bankCurrency: text(),
    bankName: text(),
    accountHolderName: text(),
    routingNumber: text(),
    accountNumber: text(),
    accountType: text(),
    swiftCode: text(),
    emergencyContactName: text(),
    emergencyContactPhone: text(),
    previousExperience: text(),
    availability: text(),
    contactAddress: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('drivers_email_lower_key').on(sql`lower(${t.email})`)],
);

export const admins = pgTable(
  'admins',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    password: text().notNull(),
    role: text().notNull().default('admin'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admins_email_lower_key').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie token: a leaked table row cannot be replayed as a cookie.
    tokenHash: text().primaryKey(),
    subjectType: text().notNull(),
    subjectId: integer().notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_subject_idx').on(t.subjectType, t.subjectId)],
);
