import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { RESTAURANT_PAUSED_ACTION } from '#domain/order-lifecycle/unanswered-orders.ts';
import type { Database, DbOrTx } from '#server/db/client.ts';
import { epochMsSql } from '#server/db/epoch-ms.ts';
import { auditLog, orders, restaurants } from '#server/db/schema.ts';

// The SQL of orders nobody answers: which confirmed orders waited too long, and the restaurant's
// count of such orders in a row, written in the transaction that cancels each one.

/**
 * When the order became confirmed, in epoch ms: its status_times entry, written with its event (a
 * scheduled order's at its release, not its placement); created_at for a row written before
 * status_times existed.
 */
const confirmedAtMs = sql`coalesce((${orders.statusTimes}->>'confirmed')::float8, ${sql.raw(epochMsSql('"orders"."created_at"'))})`;

export function createUnansweredOrdersRepo(db: Database) {
  return {
    /**
     * Ids of confirmed orders that became confirmed at least `timeoutMs` before `nowMs` (the
     * database's clock when not given), longest waiting first; served by orders_awaiting_answer_idx.
     */
    async overdueOrderIds(timeoutMs: number, nowMs: number | undefined, limit: number): Promise<number[]> {
      const now: SQL = nowMs === undefined ? sql.raw(epochMsSql('now()')) : sql`${nowMs}::float8`;
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'confirmed'), sql`${confirmedAtMs} <= ${now} - ${timeoutMs}::float8`))
        .orderBy(asc(confirmedAtMs), asc(orders.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** One more unanswered order in a row; the new count, and whether the restaurant is open. */
    async countUnanswered(restaurantId: number, tx: DbOrTx) {
      const [row] = await tx
        .update(restaurants)
        .set({ unansweredInARow: sql`${restaurants.unansweredInARow} + 1` })
        .where(eq(restaurants.id, restaurantId))
        .returning({ unanswered: restaurants.unansweredInARow, isOpen: restaurants.isOpen });
      return row ?? null;
    },

    /** Closes the restaurant to new orders and starts its count again. */
    async pause(restaurantId: number, tx: DbOrTx): Promise<void> {
      await tx
        .update(restaurants)
        .set({ isOpen: false, unansweredInARow: 0 })
        .where(eq(restaurants.id, restaurantId));
    },

    /** The pause in the audit log: done by the system, not by a person. */
    async recordPause(restaurantId: number, unanswered: number, tx: DbOrTx): Promise<void> {
      await tx.insert(auditLog).values({
        actorType: 'system',
        actorId: null,
        action: RESTAURANT_PAUSED_ACTION,
        targetType: 'restaurant',
        targetId: restaurantId,
        details: { unanswered },
      });
    },
  };
}

export type UnansweredOrdersRepo = ReturnType<typeof createUnansweredOrdersRepo>;
