import { and, desc, eq, getTableColumns, inArray, min, type SQL, sql } from 'drizzle-orm';
import type { AdminOrder } from '#domain/admin-orders/responses.ts';
import { type Database, type DbOrTx, runStatement } from '#server/db/client.ts';
import { epochMsSql } from '#server/db/epoch-ms.ts';
import { violatedConstraint } from '#server/db/pg-errors.ts';
import { drivers, idempotencyKeys, orderEvents, orders, restaurants } from '#server/db/schema.ts';
import type { PgNotification } from '#server/realtime/hub.ts';
import { type LiveEventOrder, ORDER_FOR_LIVE_EVENT } from './live-event-statement';
import {
  ADMIN_ORDERS_LIMIT,
  CUSTOMER_ORDERS_LIMIT,
  type OrderChange,
  type OrderEventRecord,
  type OrderState,
  type TimelineRow,
  trackedOrderColumns,
} from './order-records';
import { PHONE_LOOKUP, type PhoneLookupRow } from './phone-lookup-statement';
import {
  IDEMPOTENCY_KEY_CONSTRAINT,
  type IdempotencyClaim,
  insertPlacedOrderStatement,
  LOAD_PLACEMENT,
  LOAD_PLACEMENT_RESTAURANT,
  PLACED_ORDER_COLUMNS,
  type PlacedOrderRow,
  type PlacedOrderTimes,
  type PlacementContext,
  type PlacementRestaurant,
  RESERVE_ORDER_IDS,
} from './placement-statements';

// The SQL of ordering. Customer-facing reads use the named column sets of order-records.ts.

export function createOrdersRepo(db: Database) {
  const trackedOrdersQuery = (where: SQL) =>
    db
      .select(trackedOrderColumns)
      .from(orders)
      .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
      .leftJoin(drivers, eq(drivers.id, orders.driverId))
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

    /**
     * Writes a new order (at version 1, under an id reserved beforehand), its
     * "confirmed" timeline event and its Idempotency-Key in one statement, so they commit together
     * without a transaction's extra round trips (it is its own transaction, so it takes none).
     * `notify` are pg_notify calls made by the same statement (the hub's, sent only if it commits).
     * Null when another request holds the key: on PostgreSQL a concurrent claim of the same key waits
     * until the first commits.
     */
    async insertPlacedOrder(placed: {
      order: PlacedOrderRow;
      key: IdempotencyClaim | undefined;
      notify: PgNotification[];
    }): Promise<PlacedOrderTimes | null> {
      const { order, key, notify } = placed;
      const values: unknown[] = PLACED_ORDER_COLUMNS.map(([, field]) => order[field] ?? null);
      if (key) values.push(key.scope, key.key, key.requestHash);
      for (const call of notify) values.push(call.channel, call.payload);
      try {
        const [row] = await runStatement<{ createdAt: number; updatedAt: number; confirmedAt: number }>(
          db,
          insertPlacedOrderStatement(key !== undefined, notify.length),
          values,
        );
        if (!row) throw new Error('The order insert returned no row');
        return {
          createdAt: new Date(row.createdAt),
          updatedAt: new Date(row.updatedAt),
          confirmedAt: new Date(row.confirmedAt),
        };
      } catch (error) {
        if (violatedConstraint(error) === IDEMPOTENCY_KEY_CONSTRAINT) return null;
        throw error;
      }
    },

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
          ...change.set,
          ...(change.to === undefined ? {} : { status: change.to }),
          version: sql`${orders.version} + 1`,
          updatedAt: sql`now()`,
          // The event recorded with this change, on the row: its status's first time (now(), as the
          // event's created_at), unless the order reached that status before (the left side of ||
          // loses to the right on a shared key).
          statusTimes: sql`jsonb_build_object(${statusAfter}, ${sql.raw(epochMsSql('now()'))}) || ${orders.statusTimes}`,
          ...(change.to === 'delivered' ? { actualDeliveryTime: sql`now()` } : {}),
        })
        .where(and(eq(orders.id, change.orderId), inArray(orders.status, from), change.where))
        .returning({ version: orders.version, status: orders.status, driverId: orders.driverId });
      return state ?? null;
    },

    // --- reads ---------------------------------------------------------------------------------

    /**
     * What placing a card order needs, in one round trip: the Idempotency-Key's earlier request if
     * there was one, the restaurant, its live menu (never the catalogue cache, whose answers may be
     * seconds old) and a reserved order id (an order that is then refused leaves a gap in the numbers, as a rollback
     * would).
     */
    async loadPlacementContext(
      restaurantId: number,
      key: { scope: string; key: string } | undefined,
    ): Promise<PlacementContext> {
      const [row] = await runStatement<PlacementContext>(db, LOAD_PLACEMENT, [
        restaurantId,
        key?.scope ?? null,
        key?.key ?? null,
      ]);
      if (!row) throw new Error('The placement context query returned no row');
      return row;
    },

    /** The restaurant and its live menu as pricing needs them (what the placement cache holds). */
    async loadPlacementRestaurant(restaurantId: number): Promise<PlacementRestaurant> {
      const [row] = await runStatement<PlacementRestaurant>(db, LOAD_PLACEMENT_RESTAURANT, [restaurantId]);
      if (!row) throw new Error('The placement restaurant query returned no row');
      return row;
    },

    /** `count` new order ids, taken from the orders sequence in one round trip. */
    async reserveOrderIds(count: number): Promise<number[]> {
      const rows = await runStatement<{ id: number }>(db, RESERVE_ORDER_IDS, [count]);
      return rows.map((row) => row.id);
    },

    async findIdempotencyKey(scope: string, key: string) {
      const [row] = await db
        .select({ requestHash: idempotencyKeys.requestHash, orderId: idempotencyKeys.orderId })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      return row ?? null;
    },

    /** Whether a PaymentIntent has already paid for an order. */
    async isPaymentIntentUsed(paymentIntentId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.paymentIntentId, paymentIntentId));
      return row !== undefined;
    },

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

    /** The id of the order a tracking token opens, for a live subscription. */
    async orderIdByTokenHash(tokenHash: string): Promise<number | null> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.trackingTokenHash, tokenHash));
      return row?.id ?? null;
    },

    /**
     * A replayed order request gets a new tracking token: the first answer (the only one that
     * carried the old token) may never have arrived, and only the hash is stored.
     */
    async replaceTrackingToken(orderId: number, tokenHash: string): Promise<void> {
      await db.update(orders).set({ trackingTokenHash: tokenHash }).where(eq(orders.id, orderId));
    },

    /** A phone's orders, newest first, with their timelines: one statement (see PHONE_LOOKUP). */
    customerOrdersByPhone(phoneDigits: string): Promise<PhoneLookupRow[]> {
      return runStatement<PhoneLookupRow>(db, PHONE_LOOKUP, [phoneDigits, CUSTOMER_ORDERS_LIMIT]);
    },

    /** The newest orders with everything stored about them, for the admin and finance views. */
    async listForAdmin(): Promise<AdminOrder[]> {
      const {
        customerPhoneNormalized: _digits,
        version: _version,
        trackingTokenHash: _tokenHash,
        deliveryCode: _code,
        deliveryCodeFailures: _failures,
        prepMinutes: _prep,
        readyBy: _readyBy,
        cancelReason: _reason,
        ...columns
      } = getTableColumns(orders);
      const rows = await db
        .select(columns)
        .from(orders)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(ADMIN_ORDERS_LIMIT);
      return rows.map((row) => ({
        ...row,
        actualDeliveryTime: row.actualDeliveryTime?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      }));
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

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
export type TrackedOrderRow = NonNullable<Awaited<ReturnType<OrdersRepo['trackedOrderById']>>>['row'];
export type CustomerOrderRow = Omit<
  TrackedOrderRow,
  'deliveryCode' | 'driverLatitude' | 'driverLongitude' | 'driverLocationAt'
>;
