import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { drivers, orders, restaurants } from '#server/db/schema.ts';
import { localDateTime, localDay, withinRange } from './day-range-sql.repo';
import type { OrderCursor } from './finance.repo';
import type { DayRange } from './finance-range';

// The partners' statements: a restaurant's orders by the day they were placed, a driver's
// deliveries by the day they were delivered. Each partner reads only its own rows, in one currency.

/**
 * Orders that took money: everything not cancelled, and cancelled card orders (paid, then
 * refunded). A cancelled cash order never took any.
 */
const tookMoney: SQL = or(sql`${orders.status} <> 'cancelled'`, eq(orders.paymentMethod, 'card')) as SQL;
const refunded: SQL = sql`(${orders.status} = 'cancelled' and ${orders.paymentMethod} = 'card')`;

// The restaurant's parts of an order (computePayouts): the food after the promotion's discount,
// the tax added on top of the prices (which it collects and remits; tax inside the prices is within
// the food), and what it earned in all, its share of the delivery fee being the rest. An old row
// without a stored split earned its food and tax.
const discount = sql`least(${orders.discount}, ${orders.subtotal})`;
const addedTax = sql`(case when ${orders.taxIncluded} then 0 else ${orders.tax} end)`;
const food = sql`(${orders.subtotal} - ${discount})`;
const earned = sql`coalesce(${orders.restaurantPay}, ${food} + ${addedTax})`;

export interface RestaurantDayRow {
  date: string;
  orders: number;
  grossFoodSales: string;
  discounts: string;
  tax: string;
  deliveryFeeShare: string;
  refunds: string;
}

export interface RestaurantExportRow {
  id: number;
  cursorAt: string;
  placedAt: string;
  status: string;
  paymentMethod: string;
  subtotal: string;
  discount: string;
  addedTax: string;
  earned: string;
}

export function createStatementsRepo(db: Database) {
  /** A restaurant's orders of the range in its currency (the only one it prices in). */
  const restaurantOrders = (restaurantId: number, currency: string, range: DayRange) =>
    and(
      eq(orders.restaurantId, restaurantId),
      eq(orders.currency, currency),
      withinRange(orders.createdAt, range),
      tookMoney,
    );

  return {
    /** The restaurant's country, whose currency its statement is in; null for no such restaurant. */
    async restaurantCountry(restaurantId: number): Promise<string | null> {
      const [row] = await db
        .select({ country: restaurants.country })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId));
      return row?.country ?? null;
    },

    async restaurantDays(
      restaurantId: number,
      currency: string,
      range: DayRange,
    ): Promise<RestaurantDayRow[]> {
      const rows = await db
        .select({
          date: localDay(orders.createdAt, range.timeZone),
          orders: sql<number>`count(*)::int`,
          grossFoodSales: sql<string>`coalesce(sum(${orders.subtotal}), 0)::text`,
          discounts: sql<string>`coalesce(sum(${discount}), 0)::text`,
          tax: sql<string>`coalesce(sum(${addedTax}), 0)::text`,
          deliveryFeeShare: sql<string>`coalesce(sum(${earned} - ${food} - ${addedTax}), 0)::text`,
          refunds: sql<string>`coalesce(sum(${earned}) filter (where ${refunded}), 0)::text`,
        })
        .from(orders)
        .where(restaurantOrders(restaurantId, currency, range))
        .groupBy(sql`1`)
        .orderBy(sql`1`);
      return rows.map((row) => ({ ...row, orders: Number(row.orders) }));
    },

    async restaurantExportBatch(
      restaurantId: number,
      currency: string,
      range: DayRange,
      cursor: OrderCursor | null,
      limit: number,
    ): Promise<RestaurantExportRow[]> {
      const after = cursor
        ? sql`(${orders.createdAt}, ${orders.id}) > (${cursor.createdAt}::timestamptz, ${cursor.id}::int)`
        : undefined;
      return db
        .select({
          id: orders.id,
          cursorAt: sql<string>`${orders.createdAt}::text`,
          placedAt: localDateTime(orders.createdAt, range.timeZone),
          status: orders.status,
          paymentMethod: orders.paymentMethod,
          subtotal: orders.subtotal,
          discount: sql<string>`${discount}::text`,
          addedTax: sql<string>`${addedTax}::text`,
          earned: sql<string>`${earned}::text`,
        })
        .from(orders)
        .where(and(restaurantOrders(restaurantId, currency, range), after))
        .orderBy(orders.createdAt, orders.id)
        .limit(limit);
    },

    /** The driver's country, whose currency a statement without deliveries is in. */
    async driverCountry(driverId: number): Promise<string | null> {
      const [row] = await db
        .select({ country: drivers.country })
        .from(drivers)
        .where(eq(drivers.id, driverId));
      return row?.country ?? null;
    },

    /**
     * The driver's deliveries in the range, newest first, with the stored final split and their
     * currency (a driver's range holds few enough to be read whole and sorted out by currency).
     */
    async driverDeliveries(driverId: number, range: DayRange) {
      return db
        .select({
          orderId: orders.id,
          currency: orders.currency,
          deliveredAt: orders.actualDeliveryTime,
          deliveredDate: localDay(orders.actualDeliveryTime, range.timeZone),
          deliveredLocal: localDateTime(orders.actualDeliveryTime, range.timeZone),
          restaurantName: restaurants.name,
          paymentMethod: orders.paymentMethod,
          total: orders.total,
          tip: orders.tip,
          driverPay: orders.driverPay,
          deliveryDistance: orders.deliveryDistance,
          paymentBreakdown: orders.paymentBreakdown,
        })
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .where(
          and(
            eq(orders.driverId, driverId),
            eq(orders.status, 'delivered'),
            withinRange(orders.actualDeliveryTime, range),
          ),
        )
        .orderBy(desc(orders.actualDeliveryTime), desc(orders.id));
    },
  };
}

export type StatementsRepo = ReturnType<typeof createStatementsRepo>;
export type DriverDeliveryRow = Awaited<ReturnType<StatementsRepo['driverDeliveries']>>[number];
