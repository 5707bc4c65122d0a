import { and, eq, ne } from 'drizzle-orm';
import { type Database, runStatement } from '#server/db/client.ts';
import { violatedConstraint } from '#server/db/pg-errors.ts';
import { idempotencyKeys, orders } from '#server/db/schema.ts';
import type { PgNotification } from '#server/realtime/hub.ts';
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
} from './placement-statements.repo';

// The SQL of placing an order: what pricing needs, order ids, the order's one-statement insert with
// its event and Idempotency-Key, and a replay's new tracking token. The hand-tuned statements live
// beside it in placement-statements.repo.ts.

export function createOrderingRepo(db: Database) {
  return {
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
        const [row] = await runStatement<{ createdAt: number; updatedAt: number; placedAt: number }>(
          db,
          insertPlacedOrderStatement(key !== undefined, notify.length),
          values,
        );
        if (!row) throw new Error('The order insert returned no row');
        return {
          createdAt: new Date(row.createdAt),
          updatedAt: new Date(row.updatedAt),
          placedAt: new Date(row.placedAt),
        };
      } catch (error) {
        if (violatedConstraint(error) === IDEMPOTENCY_KEY_CONSTRAINT) return null;
        throw error;
      }
    },

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

    /**
     * Whether the phone (E.164) has an order at the restaurant that was not cancelled: first-order
     * promotions are for phones without one.
     */
    async hasOrderAt(restaurantId: number, phone: string): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.customerPhoneNormalized, phone),
            eq(orders.restaurantId, restaurantId),
            ne(orders.status, 'cancelled'),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Whether a PaymentIntent has already paid for an order. */
    async isPaymentIntentUsed(paymentIntentId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.paymentIntentId, paymentIntentId));
      return row !== undefined;
    },

    /**
     * A replayed order request gets a new tracking token: the first answer (the only one that
     * carried the old token) may never have arrived, and only the hash is stored.
     */
    async replaceTrackingToken(orderId: number, tokenHash: string): Promise<void> {
      await db.update(orders).set({ trackingTokenHash: tokenHash }).where(eq(orders.id, orderId));
    },
  };
}

export type OrderingRepo = ReturnType<typeof createOrderingRepo>;
