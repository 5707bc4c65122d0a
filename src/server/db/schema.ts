import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Column names are snake_case in SQL (drizzle `casing: 'snake_case'`), camelCase in TypeScript and JSON,
// matching the field names of SPEC section 3. Decimal precisions are the spec's.

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const restaurants = pgTable(
  'restaurants',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    cuisine: text().notNull(),
    rating: numeric({ precision: 2, scale: 1 }).notNull().default('0.0'),
    deliveryTime: text().notNull().default('30-40 min'),
    deliveryFee: numeric({ precision: 4, scale: 2 }).notNull().default('2.99'),
    imageUrl: text(),
    description: text(),
    address: text(),
    latitude: numeric({ precision: 10, scale: 8 }),
    longitude: numeric({ precision: 11, scale: 8 }),
    country: text().notNull().default('Canada'),
    city: text().notNull().default('Toronto'),
    isOpen: boolean().notNull().default(true),
    minOrder: numeric({ precision: 6, scale: 2 }).notNull().default('0'),
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
  ],
);

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
    rating: numeric({ precision: 3, scale: 2 }).notNull().default('0.00'),
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

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial().primaryKey(),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    price: numeric({ precision: 10, scale: 2 }).notNull(),
    category: text().notNull(),
    imageUrl: text(),
    isAvailable: boolean().notNull().default(true),
  },
  (t) => [index('menu_items_restaurant_idx').on(t.restaurantId, t.id)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id),
    customerName: text().notNull(),
    customerPhone: text().notNull(),
    // Digits only, so "+1 416-555-0101" and "14165550101" find the same orders.
    customerPhoneNormalized: text().notNull(),
    customerAddress: text().notNull(),
    customerLatitude: text(),
    customerLongitude: text(),
    items: text().notNull(),
    subtotal: numeric({ precision: 6, scale: 2 }).notNull(),
    deliveryFee: numeric({ precision: 4, scale: 2 }).notNull(),
    tip: numeric({ precision: 6, scale: 2 }).notNull().default('0'),
    total: numeric({ precision: 6, scale: 2 }).notNull(),
    status: text().notNull().default('confirmed'),
    // Goes up by one with every committed change of status or driver: live events carry it, so a
    // client can drop an event older than what it already shows (decision 0012).
    version: integer().notNull().default(1),
    driverId: integer().references(() => drivers.id),
    paymentMethod: text().notNull().default('card'),
    paymentStatus: text().notNull().default('pending'),
    paymentIntentId: text(),
    estimatedDelivery: text(),
    // The kitchen's promise: minutes asked for on accept (plus delays) and the time it falls due.
    prepMinutes: integer(),
    readyBy: timestamp({ withTimezone: true }),
    // Why a restaurant rejected or an admin cancelled the order, as they wrote it.
    cancelReason: text(),
    // Tracking privacy (DESIGN section 5): the sha256 of the order's tracking token, and the
    // 4-digit proof-of-delivery code only the token's holder sees, with the wrong tries so far.
    trackingTokenHash: text(),
    deliveryCode: text().notNull(),
    deliveryCodeFailures: integer().notNull().default(0),
    driverPay: numeric({ precision: 6, scale: 2 }),
    restaurantPay: numeric({ precision: 6, scale: 2 }),
    companyPay: numeric({ precision: 6, scale: 2 }),
    deliveryDistance: numeric({ precision: 5, scale: 2 }),
    paymentBreakdown: text(),
    actualDeliveryTime: timestamp({ withTimezone: true }),
    // The money columns again in whole cents (and the distance in 10 m steps), kept by PostgreSQL
    // itself: the finance sums add integers, several times faster than numerics, and exactly.
    totalCents: integer().generatedAlwaysAs(sql`(total * 100)::integer`),
    tipCents: integer().generatedAlwaysAs(sql`(tip * 100)::integer`),
    driverPayCents: integer().generatedAlwaysAs(sql`(driver_pay * 100)::integer`),
    restaurantPayCents: integer().generatedAlwaysAs(sql`(restaurant_pay * 100)::integer`),
    companyPayCents: integer().generatedAlwaysAs(sql`(company_pay * 100)::integer`),
    deliveryDistanceDam: integer().generatedAlwaysAs(sql`(delivery_distance * 100)::integer`),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_customer_phone_idx').on(t.customerPhoneNormalized, t.createdAt.desc()),
    index('orders_restaurant_status_idx').on(t.restaurantId, t.status),
    index('orders_driver_idx').on(t.driverId, t.status),
    // orders_finance_idx (created_at, id) INCLUDE (status and the *_cents columns) is created by
    // migration 0007 by hand, as drizzle cannot declare INCLUDE: the finance sums read it alone
    // (an index-only scan), the CSV export walks its key, and it serves every newest-first list.
    uniqueIndex('orders_tracking_token_key')
      .on(t.trackingTokenHash)
      .where(sql`${t.trackingTokenHash} is not null`),
    // A driver holds at most one active delivery: the database refuses a second, whoever assigns it.
    uniqueIndex('orders_one_active_delivery_key')
      .on(t.driverId)
      .where(
        sql`${t.driverId} is not null and ${t.status} in ('preparing', 'ready', 'picked-up', 'on-the-way')`,
      ),
    // The offers every online driver reads: orders the kitchen works on that no driver has taken.
    index('orders_open_offers_idx')
      .on(t.createdAt)
      .where(sql`${t.driverId} is null and ${t.status} in ('preparing', 'ready')`),
    // A PaymentIntent pays for one order only.
    uniqueIndex('orders_payment_intent_key')
      .on(t.paymentIntentId)
      .where(sql`${t.paymentIntentId} is not null`),
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text().notNull(),
    actorType: text().notNull(),
    actorId: integer(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Card refunds of cancelled orders: at most one per order (the unique order id is what makes a
 * retried rejection refund once). Written as 'pending' in the cancelling transaction, then settled
 * with the provider; housekeeping retries one whose provider call failed.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' })
      .unique(),
    paymentIntentId: text().notNull(),
    amountCents: integer().notNull(),
    // pending -> succeeded, or failed after the provider refused it for good.
    status: text().notNull().default('pending'),
    providerRefundId: text(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refunds_status_idx').on(t.status, t.createdAt)],
);

/**
 * Drivers' cash (issue "Money partners can trust"): append-only, so every figure is a sum of
 * entries and none can drift. A delivered cash order writes 'collected' (+ the order total) and
 * 'pay_kept' (- the driver's pay, which the driver keeps from that cash); an admin's 'settlement'
 * (- the amount handed over) records who took it and when. A trigger refuses UPDATE and DELETE.
 */
export const cashLedgerEntries = pgTable(
  'cash_ledger_entries',
  {
    id: serial().primaryKey(),
    driverId: integer()
      .notNull()
      .references(() => drivers.id),
    kind: text().notNull(),
    // Signed: what the driver owes goes up with 'collected' and down with the other two.
    amount: numeric({ precision: 10, scale: 2 }).notNull(),
    orderId: integer().references(() => orders.id),
    note: text(),
    recordedBy: integer().references(() => admins.id),
    // A settlement retried with the same key (a double tap, a lost answer) is recorded once.
    idempotencyKey: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('cash_ledger_driver_idx').on(t.driverId, t.kind),
    uniqueIndex('cash_ledger_order_kind_key').on(t.orderId, t.kind).where(sql`${t.orderId} is not null`),
    uniqueIndex('cash_ledger_idempotency_key')
      .on(t.driverId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
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

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text().notNull(),
    scope: text().notNull(),
    requestHash: text().notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/**
 * PaymentIntents of the built-in test-mode provider (used when Stripe is not configured). Kept in the
 * database, not in memory, so every app instance sees the same intents and they survive a restart.
 */
export const testPaymentIntents = pgTable('test_payment_intents', {
  id: text().primaryKey(),
  // SHA-256 of the client secret: the secret itself is only ever held by the paying browser.
  clientSecretHash: text().notNull().unique(),
  amountCents: integer().notNull(),
  currency: text().notNull(),
  status: text().notNull().default('requires_payment_method'),
  lastError: text(),
  // Set once when the captured payment is refunded (in full, as a cancelled order is).
  refundId: text(),
  refundedCents: integer().notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Stripe PaymentIntents this server created: Stripe offers no list of "ours", and housekeeping must
 * find the authorisations of orders that were never placed to release them (decision 0009).
 * A row goes once its intent is used by an order, released, or finished at Stripe.
 */
export const cardAuthorisations = pgTable(
  'card_authorisations',
  {
    intentId: text().primaryKey(),
    amountCents: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('card_authorisations_created_idx').on(t.createdAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    actorType: text().notNull(),
    actorId: integer(),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: integer(),
    details: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc())],
);

/**
 * Counters of the rate limits and the failed-sign-in throttle on PostgreSQL, so every app instance
 * counts against one budget and a restart forgets nothing. One row per limited key (route and
 * client address, or a hashed sign-in address and email); the window ends at expires_at, after
 * which the next hit starts a new one and each instance's sweep deletes rows nobody hit again.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_expires_idx').on(t.expiresAt)],
);
