import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { admins, drivers } from './accounts';
import { createdAt } from './columns';
import { orders } from './orders';

// Drivers' cash (decision 0018).

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
    amount: numeric({ precision: 12, scale: 2 }).notNull(),
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
