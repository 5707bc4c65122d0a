import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { epochMsSql } from '#server/db/epoch-ms.ts';
import { orders, restaurants } from '#server/db/schema.ts';

// The SQL of orders for later: which scheduled orders are due, that is whose time minus their
// restaurant's preparation lead has come, and when the next one will be. The lead is read when
// the order comes due, so a kitchen that changes it moves its waiting orders too. Both read
// orders_scheduled_idx (scheduled orders only): a handful of rows, however many orders there are.

/** When a scheduled order comes due, in epoch ms. */
const dueAtMs = sql`${sql.raw(epochMsSql('"orders"."scheduled_for"'))} - ${restaurants.prepLeadMinutes} * 60000::float8`;

const nowOf = (nowMs: number | undefined): SQL =>
  nowMs === undefined ? sql.raw(epochMsSql('now()')) : sql`${nowMs}::float8`;

export function createScheduledOrdersRepo(db: Database) {
  const scheduled = () => eq(orders.status, 'scheduled');
  return {
    /** Ids of scheduled orders due at `nowMs` (the database's clock when not given), soonest first. */
    async dueOrderIds(nowMs: number | undefined, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .where(and(scheduled(), sql`${dueAtMs} <= ${nowOf(nowMs)}`))
        .orderBy(asc(orders.scheduledFor), asc(orders.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Milliseconds until the next scheduled order comes due (0 if one is due), null when none waits. */
    async msUntilNextDue(nowMs: number | undefined): Promise<number | null> {
      const [row] = await db
        // min() of no rows is null (greatest() would turn it into 0).
        .select({ ms: sql<string | number | null>`min(${dueAtMs}) - ${nowOf(nowMs)}` })
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .where(scheduled());
      const ms = row?.ms;
      return ms === null || ms === undefined ? null : Math.max(0, Number(ms));
    },
  };
}

export type ScheduledOrdersRepo = ReturnType<typeof createScheduledOrdersRepo>;
