import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { orders, restaurants } from '#server/db/schema.ts';
import { localDateTime, localDay, withinRange } from './day-range-sql.repo';
import type { OrderCursor } from './finance.repo';
import type { DayRange } from './finance-range';

// The partners' statements: a restaurant's orders by the day they were placed, a driver's
// deliveries by the day they were delivered. Each partner reads only its own rows.

/**
 * Orders that took money: everything not cancelled, and cancelled card orders (paid, then
 * refunded). A cancelled cash order never took any.
 */
const tookMoney: SQL = or(sql`${orders.status} <> 'cancelled'`, eq(orders.paymentMethod, 'card')) as SQL;
const refunded: SQL = sql`(${orders.status} = 'cancelled' and ${orders.paymentMethod} = 'card')`;

export interface RestaurantDayRow {
  date: string;
  orders: number;
  grossFoodSales: string;
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
  restaurantPay: string | null;
}

export function createStatementsRepo(db: Database) {
  const restaurantOrders = (restaurantId: number, range: DayRange) =>
    and(eq(orders.restaurantId, restaurantId), withinRange(orders.createdAt, range), tookMoney);

  return {
    async restaurantDays(restaurantId: number, range: DayRange): Promise<RestaurantDayRow[]> {
      const rows = await db
        .select({
          date: localDay(orders.createdAt, range.timeZone),
          orders: sql<number>`count(*)::int`,
          grossFoodSales: sql<string>`coalesce(sum(${orders.subtotal}), 0)::text`,
          deliveryFeeShare: sql<string>`coalesce(sum(coalesce(${orders.restaurantPay}, ${orders.subtotal}) - ${orders.subtotal}), 0)::text`,
          refunds: sql<string>`coalesce(sum(coalesce(${orders.restaurantPay}, ${orders.subtotal})) filter (where ${refunded}), 0)::text`,
        })
        .from(orders)
        .where(restaurantOrders(restaurantId, range))
        .groupBy(sql`1`)
        .orderBy(sql`1`);
      return rows.map((row) => ({ ...row, orders: Number(row.orders) }));
    },

    async restaurantExportBatch(
      restaurantId: number,
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
          restaurantPay: orders.restaurantPay,
        })
        .from(orders)
        .where(and(restaurantOrders(restaurantId, range), after))
        .orderBy(orders.createdAt, orders.id)
        .limit(limit);
    },

    /** The driver's deliveries in the range, newest first, with the stored final split. */
    async driverDeliveries(driverId: number, range: DayRange) {
      return db
        .select({
          orderId: orders.id,
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
