import { and, desc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FinanceStatusFilter } from '../../../domain/finance';
import type { Database } from '../../db/client';
import { drivers, orders, restaurants } from '../../db/schema';
import { type DayRange, localDateTime, localDay, withinRange } from './finance-range';

// The admin's finance reads (GET /api/finance/summary and /orders.csv): sums per day computed by
// the database over orders_finance_idx, the newest orders, and the export's keyset batches.

/** completed: delivered; pending: not yet delivered and not cancelled; all: every order. */
function statusCondition(status: FinanceStatusFilter): SQL | undefined {
  if (status === 'completed') return eq(orders.status, 'delivered');
  if (status === 'pending') return notInArray(orders.status, ['delivered', 'cancelled']);
  return undefined;
}

/** The sums of one day; money and kilometres as exact decimal text. */
export interface DaySums {
  date: string;
  orderCount: number;
  total: string;
  tip: string;
  driverPay: string;
  restaurantPay: string;
  companyPay: string;
  deliveryDistance: string;
}

/** Export order: placed time, then id (the tie-break of orders placed in the same microsecond). */
export interface OrderCursor {
  /** created_at as PostgreSQL prints it: a JavaScript Date would lose the microseconds. */
  createdAt: string;
  id: number;
}

const sumText = (column: AnyPgColumn) => sql<string>`coalesce(sum(${column}), 0)::text`;

export function createFinanceRepo(db: Database) {
  const inRange = (range: DayRange, status: FinanceStatusFilter) =>
    and(withinRange(orders.createdAt, range), statusCondition(status));

  return {
    /** The statement dailySums runs, built but not run (the finance bench EXPLAINs it). */
    dailySumsQuery(range: DayRange, status: FinanceStatusFilter) {
      return db
        .select({
          date: localDay(orders.createdAt, range.timeZone),
          orderCount: sql<number>`count(*)::int`,
          total: sumText(orders.total),
          tip: sumText(orders.tip),
          driverPay: sumText(orders.driverPay),
          restaurantPay: sumText(orders.restaurantPay),
          companyPay: sumText(orders.companyPay),
          deliveryDistance: sumText(orders.deliveryDistance),
        })
        .from(orders)
        .where(inRange(range, status))
        .groupBy(sql`1`)
        .orderBy(sql`1`);
    },

    async dailySums(range: DayRange, status: FinanceStatusFilter): Promise<DaySums[]> {
      const rows = await this.dailySumsQuery(range, status);
      return rows.map((row) => ({ ...row, orderCount: Number(row.orderCount) }));
    },

    async recentOrders(range: DayRange, status: FinanceStatusFilter, limit: number) {
      return db
        .select({
          id: orders.id,
          createdAt: orders.createdAt,
          status: orders.status,
          restaurantId: restaurants.id,
          restaurantName: restaurants.name,
          paymentMethod: orders.paymentMethod,
          paymentStatus: orders.paymentStatus,
          total: orders.total,
          tip: orders.tip,
          driverPay: orders.driverPay,
          restaurantPay: orders.restaurantPay,
          companyPay: orders.companyPay,
          deliveryDistance: orders.deliveryDistance,
        })
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .where(inRange(range, status))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
    },

    /** Up to `limit` orders after `cursor`, oldest first, with what the CSV shows of each. */
    async exportBatch(
      range: DayRange,
      status: FinanceStatusFilter,
      cursor: OrderCursor | null,
      limit: number,
    ) {
      const after = cursor
        ? sql`(${orders.createdAt}, ${orders.id}) > (${cursor.createdAt}::timestamptz, ${cursor.id}::int)`
        : undefined;
      const rows = await db
        .select({
          id: orders.id,
          cursorAt: sql<string>`${orders.createdAt}::text`,
          placedAt: localDateTime(orders.createdAt, range.timeZone),
          status: orders.status,
          restaurantName: restaurants.name,
          driverName: drivers.name,
          paymentMethod: orders.paymentMethod,
          paymentStatus: orders.paymentStatus,
          subtotal: orders.subtotal,
          deliveryFee: orders.deliveryFee,
          tip: orders.tip,
          total: orders.total,
          driverPay: orders.driverPay,
          restaurantPay: orders.restaurantPay,
          companyPay: orders.companyPay,
          deliveryDistance: orders.deliveryDistance,
        })
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .leftJoin(drivers, eq(drivers.id, orders.driverId))
        .where(and(inRange(range, status), after))
        .orderBy(orders.createdAt, orders.id)
        .limit(limit);
      return rows satisfies ExportRow[];
    },
  };
}

export interface ExportRow {
  id: number;
  cursorAt: string;
  placedAt: string;
  status: string;
  restaurantName: string;
  driverName: string | null;
  paymentMethod: string;
  paymentStatus: string;
  subtotal: string;
  deliveryFee: string;
  tip: string;
  total: string;
  driverPay: string | null;
  restaurantPay: string | null;
  companyPay: string | null;
  deliveryDistance: string | null;
}

export type FinanceRepo = ReturnType<typeof createFinanceRepo>;
