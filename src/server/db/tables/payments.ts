import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';

// Card money: refunds of cancelled orders, the built-in test provider's intents, and the
// authorisations this server created at Stripe.

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
    amountCents: bigint({ mode: 'number' }).notNull(),
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
 * PaymentIntents of the built-in test-mode provider (used when Stripe is not configured). Kept in the
 * database, not in memory, so every app instance sees the same intents and they survive a restart.
 */
export const testPaymentIntents = pgTable('test_payment_intents', {
  id: text().primaryKey(),
  // SHA-256 of the client secret: the secret itself is only ever held by the paying browser.
  clientSecretHash: text().notNull().unique(),
  amountCents: bigint({ mode: 'number' }).notNull(),
  currency: text().notNull(),
  status: text().notNull().default('requires_payment_method'),
  lastError: text(),
  // Set once when the captured payment is refunded (in full, as a cancelled order is).
  refundId: text(),
  refundedCents: bigint({ mode: 'number' }).notNull().default(0),
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
    amountCents: bigint({ mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('card_authorisations_created_idx').on(t.createdAt)],
);
