import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { drivers } from './accounts';
import { promotions, restaurants } from './catalogue';
import { createdAt } from './columns';

// Orders, their timeline of events, and the Idempotency-Keys that make placing one safe to retry.

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
    // ISO 4217: the restaurant's currency when the order was placed; every amount below is in it.
    currency: text().notNull(),
    subtotal: numeric({ precision: 12, scale: 2 }).notNull(),
    // Off the food, funded by the restaurant (a promotion); 0 when none applied.
    discount: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    // The promotion applied (null when none, or once deleted), its title as it was then, and
    // whether it was a first-order one: a phone gets one first-order discount per restaurant.
    promotionId: integer().references(() => promotions.id, { onDelete: 'set null' }),
    promotionTitle: text(),
    firstOrderDiscount: boolean().notNull().default(false),
    deliveryFee: numeric({ precision: 12, scale: 2 }).notNull(),
    // The order's tax, computed once at placement; taxIncluded: inside the prices, not added.
    tax: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    taxIncluded: boolean().notNull().default(false),
    tip: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    total: numeric({ precision: 12, scale: 2 }).notNull(),
    status: text().notNull().default('confirmed'),
    // Plain text the customer wrote at checkout: for the kitchen, and for the driver at the door.
    kitchenNote: text(),
    deliveryInstructions: text(),
    // An order for later: 'scheduled' until its restaurant's preparation lead before this time.
    scheduledFor: timestamp({ withTimezone: true }),
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
    driverPay: numeric({ precision: 12, scale: 2 }),
    restaurantPay: numeric({ precision: 12, scale: 2 }),
    companyPay: numeric({ precision: 12, scale: 2 }),
    deliveryDistance: numeric({ precision: 5, scale: 2 }),
    paymentBreakdown: text(),
    actualDeliveryTime: timestamp({ withTimezone: true }),
    // The money columns again in whole cents (and the distance in 10 m steps), kept by PostgreSQL
    // itself: the finance sums add integers, several times faster than numerics, and exactly.
    // bigint: a rupiah or dong total in hundredths passes 2^31.
    totalCents: bigint({ mode: 'number' }).generatedAlwaysAs(sql`(total * 100)::bigint`),
    tipCents: bigint({ mode: 'number' }).generatedAlwaysAs(sql`(tip * 100)::bigint`),
    driverPayCents: bigint({ mode: 'number' }).generatedAlwaysAs(sql`(driver_pay * 100)::bigint`),
    restaurantPayCents: bigint({ mode: 'number' }).generatedAlwaysAs(sql`(restaurant_pay * 100)::bigint`),
    companyPayCents: bigint({ mode: 'number' }).generatedAlwaysAs(sql`(company_pay * 100)::bigint`),
    deliveryDistanceDam: integer().generatedAlwaysAs(sql`(delivery_distance * 100)::integer`),
    // When the order first reached each status, in milliseconds since the epoch ({"confirmed":
    // 1795629302449, ...}): the order_events timeline's first time per status, kept on the row by
    // the same statements that write those events, so the phone look-up reads its orders' timelines
    // without a probe into order_events per order (decision 0024).
    statusTimes: jsonb().$type<Record<string, number>>().notNull().default({}),
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
    // Scheduled orders by the time they are due: the release reads only these.
    index('orders_scheduled_idx').on(t.scheduledFor).where(sql`${t.status} = 'scheduled'`),
    // Orders waiting for the kitchen's answer: the unanswered-order check reads only these.
    index('orders_awaiting_answer_idx').on(t.id).where(sql`${t.status} = 'confirmed'`),
    // The offers every online driver reads: orders the kitchen works on that no driver has taken.
    index('orders_open_offers_idx')
      .on(t.createdAt)
      .where(sql`${t.driverId} is null and ${t.status} in ('preparing', 'ready')`),
    // One first-order discount per phone and restaurant, whatever races: a cancelled order frees it.
    uniqueIndex('orders_first_order_discount_key')
      .on(t.restaurantId, t.customerPhoneNormalized)
      .where(sql`${t.firstOrderDiscount} and ${t.status} <> 'cancelled'`),
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
  // status in the key too: timelines (when each status was first reached) are read from the index
  // alone, without a visit to the table per order (decision 0021).
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt, t.status)],
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
