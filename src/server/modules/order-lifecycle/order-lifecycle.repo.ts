import { and, eq, gte, inArray, isNull, lt, min, type SQL, sql } from 'drizzle-orm';
import { type Database, type DbOrTx, runStatement, type Statement } from '#server/db/client.ts';
import { epochMsSql } from '#server/db/epoch-ms.ts';
import { drivers, orderEvents, orders, restaurants, reviews } from '#server/db/schema.ts';
import type { LiveEventOrder } from '#server/realtime/notifier.ts';
import {
  type OrderChange,
  type OrderCondition,
  type OrderEventRecord,
  type OrderState,
  type TimelineRow,
  trackedOrderColumns,
} from './order-records';

// The SQL of the order core every side uses: an order's status changes and their events, the reads
// a change needs, the full view of an order, its timelines, and what a live event sends.
// Customer-facing reads use the named column sets of order-records.ts.

export function createOrderLifecycleRepo(db: Database) {
  const trackedOrdersQuery = (where: SQL) =>
    db
      .select({ ...trackedOrderColumns, ...orderEndColumns })
      .from(orders)
      .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
      .leftJoin(drivers, eq(drivers.id, orders.driverId))
      .leftJoin(reviews, eq(reviews.orderId, orders.id))
      .where(where);

  /** When each order first reached each status, oldest first (shared with the restaurant board). */
  async function timelines(orderIds: number[]): Promise<TimelineRow[]> {
    if (orderIds.length === 0) return [];
    const at = min(orderEvents.createdAt);
    const rows = await db
      .select({ orderId: orderEvents.orderId, status: orderEvents.status, at })
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, orderIds))
      .groupBy(orderEvents.orderId, orderEvents.status)
      .orderBy(at);
    return rows.map((row) => ({ ...row, at: row.at ?? new Date(0) }));
  }

  return {
    timelines,

    // --- writes: each takes the caller's transaction -------------------------------------------

    /** One line of an order's timeline: who moved it to which status, and why. Returns when. */
    async recordOrderEvent(event: OrderEventRecord, tx: DbOrTx = db): Promise<{ at: Date }> {
      const [row] = await tx
        .insert(orderEvents)
        .values({
          orderId: event.orderId,
          status: event.status,
          actorType: event.actorType,
          actorId: event.actorId ?? null,
          note: event.note ?? null,
        })
        .returning({ at: orderEvents.createdAt });
      if (!row) throw new Error('The order event insert returned no row');
      return row;
    },

    /**
     * Moves an order from `from` to `to` with one conditional UPDATE, bumping its version. Null when
     * the order was no longer in `from` or no longer met `where`: someone else changed it first
     * (DESIGN section 4).
     */
    async transitionStatus(change: OrderChange, tx: DbOrTx = db): Promise<OrderState | null> {
      const from = typeof change.from === 'string' ? [change.from] : [...change.from];
      const statusAfter = change.to === undefined ? sql`${orders.status}` : sql`${change.to}::text`;
      const [state] = await tx
        .update(orders)
        .set({
          ...columnsToSet(change.set),
          ...(change.to === undefined ? {} : { status: change.to }),
          version: sql`${orders.version} + 1`,
          updatedAt: sql`now()`,
          // The event recorded with this change, on the row: its status's first time (now(), as the
          // event's created_at), unless the order reached that status before (the left side of ||
          // loses to the right on a shared key).
          statusTimes: sql`jsonb_build_object(${statusAfter}, ${sql.raw(epochMsSql('now()'))}) || ${orders.statusTimes}`,
          ...(change.to === 'delivered' ? { actualDeliveryTime: sql`now()` } : {}),
        })
        .where(and(eq(orders.id, change.orderId), inArray(orders.status, from), ...conditions(change.still)))
        .returning({ version: orders.version, status: orders.status, driverId: orders.driverId });
      return state ?? null;
    },

    // --- reads ---------------------------------------------------------------------------------

    /** An order's full view (the tracking token holder's), with its timeline. */
    async trackedOrderById(id: number) {
      const [row] = await trackedOrdersQuery(eq(orders.id, id));
      if (!row) return null;
      return { row, timeline: await timelines([id]) };
    },

    /** The order a tracking token opens (by the token's hash), with its timeline. */
    async trackedOrderByTokenHash(tokenHash: string) {
      const [row] = await trackedOrdersQuery(eq(orders.trackingTokenHash, tokenHash));
      if (!row) return null;
      return { row, timeline: await timelines([row.id]) };
    },

    /** What a status change needs to check who may make it, and whether a card must be refunded. */
    async findOrderForStatusChange(id: number) {
      const [row] = await db
        .select({
          id: orders.id,
          status: orders.status,
          restaurantId: orders.restaurantId,
          driverId: orders.driverId,
          paymentMethod: orders.paymentMethod,
          paymentStatus: orders.paymentStatus,
          paymentIntentId: orders.paymentIntentId,
          currency: orders.currency,
          total: orders.total,
          deliveryCode: orders.deliveryCode,
          deliveryCodeFailures: orders.deliveryCodeFailures,
        })
        .from(orders)
        .where(eq(orders.id, id));
      return row ?? null;
    },

    /**
     * What the live channel sends about an order beyond the event itself: fields that never change
     * after placement, so the answer is the same whenever the read runs, and the current driver,
     * who alone may move the order on the map.
     */
    async findOrderForLiveEvent(id: number) {
      // Runs once per order event on every instance: a fixed, prepared statement.
      const [row] = await runStatement<LiveEventOrder>(db, ORDER_FOR_LIVE_EVENT, [id]);
      return row ?? null;
    },
  };
}

/** How a cancelled order ended: who cancelled it (its cancelled event's actor) and its refund's state. */
const orderEndColumns = {
  cancelledBy: sql<string | null>`case when ${orders.status} = 'cancelled' then (select e.actor_type
    from order_events e where e.order_id = ${orders.id} and e.status = 'cancelled'
    order by e.created_at limit 1) end`,
  refundStatus: sql<string | null>`case when ${orders.status} = 'cancelled' then
    (select r.status from refunds r where r.order_id = ${orders.id}) end`,
};

// The notifier's read for every order event, on every instance: a fixed statement (decision 0015).

export const ORDER_FOR_LIVE_EVENT: Statement = {
  name: 'quickbite_order_for_live_event',
  text: `select id, restaurant_id as "restaurantId", driver_id as "currentDriverId",
           customer_name as "customerName", customer_phone as "customerPhone",
           customer_phone_normalized as "customerPhoneNormalized", total::text as total
         from orders where id = $1`,
};

/** An interval of whole minutes, for ready_by arithmetic. */
const minutesInterval = (count: number) => sql`make_interval(mins => ${count}::int)`;

/** The columns an order change writes, with the arithmetic that must happen in the UPDATE itself. */
function columnsToSet(set: OrderChange['set'] = {}) {
  const { readyInMinutes, delayByMinutes, deliveryCodeFailures, ...plain } = set;
  return {
    ...plain,
    ...(readyInMinutes === undefined
      ? {}
      : { prepMinutes: readyInMinutes, readyBy: sql`now() + ${minutesInterval(readyInMinutes)}` }),
    ...(delayByMinutes === undefined
      ? {}
      : {
          prepMinutes: sql`coalesce(${orders.prepMinutes}, 0) + ${delayByMinutes}::int`,
          readyBy: sql`coalesce(${orders.readyBy}, now()) + ${minutesInterval(delayByMinutes)}`,
        }),
    ...(deliveryCodeFailures === undefined
      ? {}
      : {
          deliveryCodeFailures:
            deliveryCodeFailures === 'reset' ? sql`0` : sql`${orders.deliveryCodeFailures} + 1`,
        }),
  };
}

/** The further conditions of a change, as WHERE terms. */
function conditions(still: OrderCondition = {}): SQL[] {
  const terms: SQL[] = [];
  if (still.driverId === null) terms.push(isNull(orders.driverId));
  else if (still.driverId !== undefined) terms.push(eq(orders.driverId, still.driverId));
  if (still.deliveryCode !== undefined) terms.push(eq(orders.deliveryCode, still.deliveryCode));
  if (still.codeFailuresBelow !== undefined) {
    terms.push(lt(orders.deliveryCodeFailures, still.codeFailuresBelow));
  }
  if (still.codeFailuresAtLeast !== undefined) {
    terms.push(gte(orders.deliveryCodeFailures, still.codeFailuresAtLeast));
  }
  return terms;
}

export type OrderLifecycleRepo = ReturnType<typeof createOrderLifecycleRepo>;
export type TrackedOrderRow = NonNullable<Awaited<ReturnType<OrderLifecycleRepo['trackedOrderById']>>>['row'];
export type CustomerOrderRow = Omit<
  TrackedOrderRow,
  | 'deliveryCode'
  | 'driverVehicleType'
  | 'driverVehicleNumber'
  | 'reviewFood'
  | 'reviewDelivery'
  | 'reviewComment'
  | 'reviewAt'
  | 'driverLatitude'
  | 'driverLongitude'
  | 'driverLocationAt'
>;
