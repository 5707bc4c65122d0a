import { and, desc, eq, getTableColumns, inArray, min, type SQL, sql } from 'drizzle-orm';
import type { AdminOrder } from '../../../domain/admin-order';
import type { Database, DbOrTx } from '../../db/client';
import { drivers, idempotencyKeys, menuItems, orderEvents, orders, restaurants } from '../../db/schema';

// The SQL of ordering. Customer-facing reads name their columns, so payouts and other customers'
// data can never slip into a customer's response.

export const CUSTOMER_ORDERS_LIMIT = 50;
export const ADMIN_ORDERS_LIMIT = 500;

/** The customer's view of an order's own columns (no payouts, no other customers' data). */
const storedOrderColumns = {
  id: orders.id,
  restaurantId: orders.restaurantId,
  customerName: orders.customerName,
  customerPhone: orders.customerPhone,
  customerAddress: orders.customerAddress,
  customerLatitude: orders.customerLatitude,
  customerLongitude: orders.customerLongitude,
  items: orders.items,
  subtotal: orders.subtotal,
  deliveryFee: orders.deliveryFee,
  tip: orders.tip,
  total: orders.total,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  estimatedDelivery: orders.estimatedDelivery,
  deliveryDistance: orders.deliveryDistance,
  driverId: orders.driverId,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  actualDeliveryTime: orders.actualDeliveryTime,
};

const customerOrderColumns = {
  ...storedOrderColumns,
  restaurantName: restaurants.name,
  restaurantAddress: restaurants.address,
  restaurantLatitude: restaurants.latitude,
  restaurantLongitude: restaurants.longitude,
  driverName: drivers.name,
};

export type NewOrder = typeof orders.$inferInsert;

/** An order's state right after a committed change: what its live event announces. */
export interface OrderState {
  version: number;
  status: string;
  driverId: number | null;
}

export interface OrderEventRecord {
  orderId: number;
  status: string;
  actorType: string;
  actorId?: number | null;
  note?: string | null;
}

export interface TimelineRow {
  orderId: number;
  status: string;
  at: Date;
}

export function createOrdersRepo(db: Database) {
  const customerOrdersQuery = (where: SQL) =>
    db
      .select(customerOrderColumns)
      .from(orders)
      .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
      .leftJoin(drivers, eq(drivers.id, orders.driverId))
      .where(where);

  /** When each order first reached each status, oldest first. */
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
    // --- writes: each takes the caller's transaction -------------------------------------------

    /**
     * Claims an Idempotency-Key for a request. False when another request holds it; on PostgreSQL a
     * concurrent claim of the same key waits here until the first one's transaction ends.
     */
    async claimIdempotencyKey(
      claim: { scope: string; key: string; requestHash: string },
      tx: DbOrTx = db,
    ): Promise<boolean> {
      const claimed = await tx
        .insert(idempotencyKeys)
        .values(claim)
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return claimed.length > 0;
    },

    /** Points a claimed key at the order it placed, so retries get that order. */
    async linkIdempotencyKey(scope: string, key: string, orderId: number, tx: DbOrTx = db) {
      await tx
        .update(idempotencyKeys)
        .set({ orderId })
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    },

    /**
     * Stores a new order (at version 1) and returns its customer-facing columns as stored, so the
     * answer needs no read after the commit.
     */
    async insertOrder(values: NewOrder, tx: DbOrTx = db) {
      const [row] = await tx.insert(orders).values(values).returning(storedOrderColumns);
      if (!row) throw new Error('The order insert returned no row');
      return row;
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
     * the order was no longer in `from`: someone else changed it first (DESIGN section 4).
     */
    async transitionStatus(
      change: { orderId: number; from: string; to: string },
      tx: DbOrTx = db,
    ): Promise<OrderState | null> {
      const [state] = await tx
        .update(orders)
        .set({
          status: change.to,
          version: sql`${orders.version} + 1`,
          updatedAt: sql`now()`,
          ...(change.to === 'delivered' ? { actualDeliveryTime: sql`now()` } : {}),
        })
        .where(and(eq(orders.id, change.orderId), eq(orders.status, change.from)))
        .returning({ version: orders.version, status: orders.status, driverId: orders.driverId });
      return state ?? null;
    },

    // --- reads ---------------------------------------------------------------------------------

    /** The restaurant an order is for, with what placing an order needs to know. */
    async findRestaurantForOrder(id: number) {
      const [row] = await db
        .select({
          id: restaurants.id,
          name: restaurants.name,
          isApproved: restaurants.isApproved,
          isOpen: restaurants.isOpen,
          address: restaurants.address,
          latitude: restaurants.latitude,
          longitude: restaurants.longitude,
        })
        .from(restaurants)
        .where(eq(restaurants.id, id));
      return row ?? null;
    },

    /** The live menu, read from the table (never the catalogue cache): prices must be current. */
    async menuOf(restaurantId: number) {
      return db
        .select({
          id: menuItems.id,
          name: menuItems.name,
          price: menuItems.price,
          isAvailable: menuItems.isAvailable,
        })
        .from(menuItems)
        .where(eq(menuItems.restaurantId, restaurantId));
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

    async customerOrderById(id: number) {
      const [row] = await customerOrdersQuery(eq(orders.id, id));
      if (!row) return null;
      return { row, timeline: await timelines([id]) };
    },

    /** A phone's orders, newest first (served by orders_customer_phone_idx). */
    async customerOrdersByPhone(phoneDigits: string) {
      const rows = await customerOrdersQuery(eq(orders.customerPhoneNormalized, phoneDigits))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(CUSTOMER_ORDERS_LIMIT);
      return { rows, timeline: await timelines(rows.map((row) => row.id)) };
    },

    /** The newest orders with everything stored about them, for the admin and finance views. */
    async listForAdmin(): Promise<AdminOrder[]> {
      const { customerPhoneNormalized: _digits, version: _version, ...columns } = getTableColumns(orders);
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

    /** What a status change needs to check who may make it. */
    async findOrderForStatusChange(id: number) {
      const [row] = await db
        .select({
          id: orders.id,
          status: orders.status,
          restaurantId: orders.restaurantId,
          driverId: orders.driverId,
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
      const [row] = await db
        .select({
          id: orders.id,
          restaurantId: orders.restaurantId,
          currentDriverId: orders.driverId,
          customerName: orders.customerName,
          customerPhone: orders.customerPhone,
          customerPhoneNormalized: orders.customerPhoneNormalized,
          total: orders.total,
        })
        .from(orders)
        .where(eq(orders.id, id));
      return row ?? null;
    },
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
export type CustomerOrderRow = Awaited<ReturnType<OrdersRepo['customerOrdersByPhone']>>['rows'][number];
