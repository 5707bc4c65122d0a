import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { ACTIVE_DELIVERY_STATUSES, DRIVER_OFFERS_LIMIT } from '#domain/driver-deliveries/responses.ts';
import type { Database, DbOrTx } from '#server/db/client.ts';
import { cashLedgerEntries, declinedOffers, drivers, orders, restaurants } from '#server/db/schema.ts';
import { newestOrdersPage } from '../order-lifecycle/order-page.repo';

// The driver app's reads and the driver's own writes: its online state, position and totals. Order
// changes go through orders/commit-order-change like every other order action.

const pickupColumns = {
  restaurantId: restaurants.id,
  restaurantName: restaurants.name,
  restaurantAddress: restaurants.address,
  restaurantPhone: restaurants.phone,
  restaurantLatitude: restaurants.latitude,
  restaurantLongitude: restaurants.longitude,
};

/** What an offer shows: no name, no phone, no street address, no position of the customer's door. */
const offerColumns = {
  id: orders.id,
  status: orders.status,
  customerAddress: orders.customerAddress,
  deliveryDistance: orders.deliveryDistance,
  items: orders.items,
  currency: orders.currency,
  subtotal: orders.subtotal,
  discount: orders.discount,
  deliveryFee: orders.deliveryFee,
  tax: orders.tax,
  taxIncluded: orders.taxIncluded,
  tip: orders.tip,
  total: orders.total,
  // Read for the pay shown (its rate card); never sent: the views name what they send.
  paymentBreakdown: orders.paymentBreakdown,
  paymentMethod: orders.paymentMethod,
  readyBy: orders.readyBy,
  createdAt: orders.createdAt,
  ...pickupColumns,
};

const deliveryColumns = {
  ...offerColumns,
  driverId: orders.driverId,
  customerName: orders.customerName,
  customerPhone: orders.customerPhone,
  customerLatitude: orders.customerLatitude,
  customerLongitude: orders.customerLongitude,
  // Once the delivery is the driver's (never in an offer); the kitchen's note is not the driver's.
  deliveryInstructions: orders.deliveryInstructions,
  paymentStatus: orders.paymentStatus,
  deliveryCodeFailures: orders.deliveryCodeFailures,
  cancelReason: orders.cancelReason,
  actualDeliveryTime: orders.actualDeliveryTime,
  updatedAt: orders.updatedAt,
  version: orders.version,
};

const isActiveDelivery = inArray(orders.status, [...ACTIVE_DELIVERY_STATUSES]);

/** An offer: the kitchen works on it and no driver has taken it. */
const isOpenOffer = and(isNull(orders.driverId), inArray(orders.status, ['preparing', 'ready']));

/** The newest open offers read before sorting by distance: far more than a screen shows. */
const OFFERS_READ_LIMIT = DRIVER_OFFERS_LIMIT * 4;

export function createDriverDeliveriesRepo(db: Database) {
  const selectDeliveries = (where: SQL | undefined) =>
    db
      .select(deliveryColumns)
      .from(orders)
      .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
      .where(where)
      .$dynamic();

  return {
    /** The driver's own state: whether it may take orders, where it last was, its totals. */
    async driverState(driverId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          id: drivers.id,
          name: drivers.name,
          isApproved: drivers.isApproved,
          isOnline: drivers.isOnline,
          latitude: drivers.currentLatitude,
          longitude: drivers.currentLongitude,
          country: drivers.country,
          rating: drivers.rating,
          ratingCount: drivers.ratingCount,
          totalDeliveries: drivers.totalDeliveries,
          totalEarnings: drivers.totalEarnings,
          // Cash taken at doors minus cash handed over: the ledger's sum, never a stored figure.
          cashInHand: sql<string>`(select coalesce(sum(e.amount), 0)::numeric(16,2)::text from ${cashLedgerEntries} e where e.driver_id = ${driverId} and e.kind in ('collected', 'settlement'))`,
        })
        .from(drivers)
        .where(eq(drivers.id, driverId));
      return row ?? null;
    },

    async setOnline(driverId: number, isOnline: boolean): Promise<void> {
      await db.update(drivers).set({ isOnline }).where(eq(drivers.id, driverId));
    },

    /** Driver pay and count of the orders this driver delivered since the start of today in `timeZone`. */
    async today(driverId: number, timeZone: string) {
      const todayStart = sql`(date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})`;
      const [row] = await db
        .select({
          earnings: sql<string>`coalesce(sum(${orders.driverPay}), 0)::numeric(16,2)::text`,
          deliveries: sql<number>`count(*)::int`,
        })
        .from(orders)
        .where(
          and(
            eq(orders.driverId, driverId),
            eq(orders.status, 'delivered'),
            sql`${orders.actualDeliveryTime} >= ${todayStart}`,
          ),
        );
      return { earnings: row?.earnings ?? '0.00', deliveries: row?.deliveries ?? 0 };
    },

    /**
     * Orders the kitchen works on that no driver has taken and this driver has not declined, newest
     * first (served by orders_open_offers_idx; the declined check is one primary-key probe per row).
     */
    openOffers(driverId: number) {
      return db
        .select(offerColumns)
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .where(
          and(
            isOpenOffer,
            sql`not exists (select 1 from ${declinedOffers} d where d.driver_id = ${driverId} and d.order_id = ${orders.id})`,
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(OFFERS_READ_LIMIT);
    },

    /**
     * Hides an open offer from this driver. False when the order is not an open offer (unknown,
     * taken, cancelled, delivered); declining again is a no-op that still answers true.
     */
    async declineOffer(driverId: number, orderId: number): Promise<boolean> {
      const added = await db
        .insert(declinedOffers)
        .select(
          db
            // Every column of declined_offers, in its order: drizzle's insert-select asks for them all.
            .select({
              driverId: sql<number>`${driverId}::int`.as('driver_id'),
              orderId: orders.id,
              createdAt: sql<Date>`now()`.as('created_at'),
            })
            .from(orders)
            .where(and(eq(orders.id, orderId), isOpenOffer)),
        )
        .onConflictDoNothing()
        .returning({ orderId: declinedOffers.orderId });
      if (added.length > 0) return true;
      // Nothing added: declined before (still an offer: fine) or not an offer at all.
      const [still] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), isOpenOffer));
      return still !== undefined;
    },

    /** One page of a driver's deliveries in `statuses`, newest first, older than `before` if given. */
    listDeliveries(query: { driverId: number; statuses: readonly string[]; before?: number; limit: number }) {
      return newestOrdersPage(
        selectDeliveries,
        [eq(orders.driverId, query.driverId), inArray(orders.status, [...query.statuses])],
        query,
      );
    },

    async deliveryById(orderId: number) {
      const [row] = await selectDeliveries(eq(orders.id, orderId));
      return row ?? null;
    },

    /**
     * Stores a reported position unless the last one is younger than `minIntervalMs`, and names the
     * order the driver carries (its tracker hears the position). Null when the report came too soon.
     */
    async recordPosition(
      driverId: number,
      position: { latitude: number; longitude: number },
      minIntervalMs: number,
    ): Promise<{ at: Date; activeOrderId: number | null } | null> {
      const [row] = await db
        .update(drivers)
        .set({
          currentLatitude: position.latitude.toFixed(8),
          currentLongitude: position.longitude.toFixed(8),
          locationUpdatedAt: sql`now()`,
        })
        .where(
          and(
            eq(drivers.id, driverId),
            sql`(${drivers.locationUpdatedAt} is null or ${drivers.locationUpdatedAt} <= now() - make_interval(secs => ${minIntervalMs / 1000}::float8))`,
          ),
        )
        .returning({
          at: drivers.locationUpdatedAt,
          activeOrderId: sql<
            number | null
          >`(select ${orders.id} from ${orders} where ${orders.driverId} = ${driverId} and ${isActiveDelivery} limit 1)`,
        });
      if (!row?.at) return null;
      return { at: new Date(row.at), activeOrderId: row.activeOrderId };
    },

    /** The order the driver carries now, if any (at most one: orders_one_active_delivery_key). */
    async activeOrderId(driverId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.driverId, driverId), isActiveDelivery));
      return row?.id ?? null;
    },

    /**
     * At delivery: the driver's count and earnings grow; for a cash order the ledger records the
     * total taken at the door and the pay the driver keeps from it.
     */
    async creditDelivery(
      driverId: number,
      credit: { orderId: number; driverPay: string; cashCollected: string | null },
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx
        .update(drivers)
        .set({
          totalDeliveries: sql`${drivers.totalDeliveries} + 1`,
          totalEarnings: sql`${drivers.totalEarnings} + ${credit.driverPay}::numeric`,
        })
        .where(eq(drivers.id, driverId));
      if (credit.cashCollected === null) return;
      await tx.insert(cashLedgerEntries).values([
        { driverId, kind: 'collected', amount: credit.cashCollected, orderId: credit.orderId },
        { driverId, kind: 'pay_kept', amount: `-${credit.driverPay}`, orderId: credit.orderId },
      ]);
    },
  };
}

export type DriverDeliveriesRepo = ReturnType<typeof createDriverDeliveriesRepo>;
export type DeliveryRow = NonNullable<Awaited<ReturnType<DriverDeliveriesRepo['deliveryById']>>>;
export type OfferRow = Awaited<ReturnType<DriverDeliveriesRepo['openOffers']>>[number];
