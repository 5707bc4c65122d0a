import { and, desc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { FinanceStatusFilter } from '#domain/finance/responses.ts';
import { centsToDecimal } from '#domain/shared/money.ts';
import { type Database, executeRows } from '#server/db/client.ts';
import { drivers, orders, restaurants } from '#server/db/schema.ts';
import { localDateTime, withinRange } from './day-range-sql.repo';
import type { DayRange } from './finance-range';

// The admin's finance reads (GET /api/finance/summary and /orders.csv): sums per day computed by
// the database over orders_finance_idx, the newest orders, and the export's keyset batches.

/** completed: delivered; pending: not yet delivered and not cancelled; all: every order. */
function statusCondition(status: FinanceStatusFilter): SQL | undefined {
  if (status === 'completed') return eq(orders.status, 'delivered');
  if (status === 'pending') return notInArray(orders.status, ['delivered', 'cancelled']);
  return undefined;
}

/** How an order's money was split (an estimate until delivered), and the distance it was split by. */
const payoutColumns = {
  driverPay: orders.driverPay,
  restaurantPay: orders.restaurantPay,
  companyPay: orders.companyPay,
  deliveryDistance: orders.deliveryDistance,
};

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

export function createFinanceRepo(db: Database) {
  const inRange = (range: DayRange, status: FinanceStatusFilter) =>
    and(withinRange(orders.createdAt, range), statusCondition(status));

  return {
    /**
     * The statement dailySums runs (the finance bench EXPLAINs it). One small range scan of
     * orders_finance_idx per day, joined laterally to the days of the range: the sums come out in
     * day order, every day present, and no step sorts or hashes the range's orders.
     */
    dailySumsSql(range: DayRange, status: FinanceStatusFilter): SQL {
      const tz = range.timeZone;
      const filter = statusCondition(status);
      return sql`
        select to_char(d.day, 'YYYY-MM-DD') as "date", s.*
        from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as d(day)
        cross join lateral (
          select count(*)::int as "orderCount",
            coalesce(sum(${orders.totalCents}), 0)::bigint as "total",
            coalesce(sum(${orders.tipCents}), 0)::bigint as "tip",
            coalesce(sum(${orders.driverPayCents}), 0)::bigint as "driverPay",
            coalesce(sum(${orders.restaurantPayCents}), 0)::bigint as "restaurantPay",
            coalesce(sum(${orders.companyPayCents}), 0)::bigint as "companyPay",
            coalesce(sum(${orders.deliveryDistanceDam}), 0)::bigint as "deliveryDistance"
          from ${orders}
          where ${orders.createdAt} >= (d.day::date::timestamp at time zone ${tz})
            and ${orders.createdAt} < ((d.day::date + 1)::timestamp at time zone ${tz})
            ${filter ? sql`and ${filter}` : sql``}
        ) s
        order by d.day`;
    },

    /** Every day of the range with its sums, oldest first. */
    async dailySums(range: DayRange, status: FinanceStatusFilter): Promise<DaySums[]> {
      const rows = await executeRows<Record<keyof DaySums, string | number>>(
        db,
        this.dailySumsSql(range, status),
      );
      // Sums of cents arrive as bigint text: well inside 2^53 for any real business.
      const cents = (value: string | number) => centsToDecimal(Number(value));
      return rows.map((row) => ({
        date: String(row.date),
        orderCount: Number(row.orderCount),
        total: cents(row.total),
        tip: cents(row.tip),
        driverPay: cents(row.driverPay),
        restaurantPay: cents(row.restaurantPay),
        companyPay: cents(row.companyPay),
        deliveryDistance: cents(row.deliveryDistance),
      }));
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
          ...payoutColumns,
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
          ...payoutColumns,
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
