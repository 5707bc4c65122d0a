import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { drivers } from './accounts';
import { createdAt } from './columns';
import { orders } from './orders';

// Web Push (issue "Never miss an order"): the server's own signing key, the browsers that asked to
// be told, and the offers drivers declined.

/**
 * Values the server makes once and every instance must share (the VAPID key pair generated on first
 * start when the environment gives none): the first instance to insert wins, the others read it.
 */
export const serverSettings = pgTable('server_settings', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: createdAt(),
});

/**
 * A signed-in partner's or admin's browser: one row per push endpoint, bound to whoever subscribed
 * it last (a tablet handed from one restaurant account to another follows the new one).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial().primaryKey(),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    subjectType: text().notNull(),
    subjectId: integer().notNull(),
    // The session that subscribed it (SHA-256, as the sessions table keys it): signing out of that
    // session stops the notices, so a shared tablet hears nothing of an account that left it.
    sessionTokenHash: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('push_subscriptions_subject_idx').on(t.subjectType, t.subjectId),
    index('push_subscriptions_session_idx').on(t.sessionTokenHash),
    check('push_subscriptions_subject_type', sql`${t.subjectType} in ('restaurant', 'driver', 'admin')`),
  ],
);

/**
 * A customer's browser following one order through its tracking token: kept until an hour after the
 * order ends (delivered or cancelled), then deleted by housekeeping.
 */
export const orderPushSubscriptions = pgTable(
  'order_push_subscriptions',
  {
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    // Set when the order ends: an hour after it.
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.endpoint] }),
    index('order_push_subscriptions_expires_idx').on(t.expiresAt).where(sql`${t.expiresAt} is not null`),
  ],
);

/** An offer a driver declined: hidden from that driver only; the order stays offered to the others. */
export const declinedOffers = pgTable(
  'declined_offers',
  {
    driverId: integer()
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.driverId, t.orderId] })],
);
