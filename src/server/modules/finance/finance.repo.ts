import { and, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { FinanceStatusFilter } from '#domain/finance/responses.ts';
import { centsFromProviderAmount } from '#domain/shared/currency.ts';
import { type Database, executeRows } from '#server/db/client.ts';
import { drivers, orders, refunds, restaurants } from '#server/db/schema.ts';
import { localDateTime, localDay, withinRange } from './day-range-sql.repo';
import type { DayRange } from './finance-range';

// The admin's finance reads (GET /api/finance/summary and /orders.csv): sums per day, currency and
// status computed by the database over orders_finance_idx, the refunds of cancelled orders, the
// newest orders of each currency, and the export's keyset batches. Nothing here adds two
// currencies: every sum is grouped by the order's currency or filtered to one.

/** The orders a filter keeps (see FINANCE_STATUS_FILTERS): a cancelled order only by `cancelled`. */
function statusCondition(status: FinanceStatusFilter): SQL {
  switch (status) {
    case 'all':
      return sql`${orders.status} <> 'cancelled'`;
    case 'completed':
      return eq(orders.status, 'delivered');
    case 'pending':
      return notInArray(orders.status, ['delivered', 'cancelled']);
    case 'cancelled':
      return eq(orders.status, 'cancelled');
  }
}

const currencyCondition = (currency: string | null): SQL | undefined =>
  currency === null ? undefined : eq(orders.currency, currency);

/**
 * The sums of one day's orders of one currency and status, in hundredths of the unit (kilometres
 * in hundredths too). The status is kept so the caller can tell final, estimated and cancelled
 * money apart, and count cancelled orders whatever the filter.
 */
export interface DayGroup {
  date: string;
  currency: string;
  status: string;
  orderCount: number;
  total: number;
  tip: number;
  driverPay: number;
  restaurantPay: number;
  companyPay: number;
  deliveryDistance: number;
}

/** What went back to cards for one day's cancelled orders of one currency. */
export interface DayRefunds {
  date: string;
  currency: string;
  refunds: number;
}

/** Export order: placed time, then id (the tie-break of orders placed in the same microsecond). */
export interface OrderCursor {
  /** created_at as PostgreSQL prints it: a JavaScript Date would lose the microseconds. */
  createdAt: string;
  id: number;
}

/**
 * The card refund of a cancelled order (in the provider's unit, see refundSums), looked up for
 * cancelled orders only, the only ones refunded: the other rows of a million-row export skip it.
 */
const cancelledOrderRefund = sql<
  number | null
>`case when ${orders.status} = 'cancelled' then (select ${refunds.amountCents} from ${refunds} where ${refunds.orderId} = ${orders.id}) end`.mapWith(
  Number,
);

// Sums of hundredths arrive as bigint text: well inside 2^53 for any real business.
const whole = (value: string | number | null | undefined) =>
  value === null || value === undefined ? 0 : Number(value);

export function createFinanceRepo(db: Database) {
  return {
    /**
     * The statement dailySums runs (the finance bench EXPLAINs it). One small range scan of
     * orders_finance_idx per day, joined laterally to the days of the range: every column it reads
     * (status, currency, the *_cents) is in the index, so no table row is visited; each day's few
     * thousand rows are grouped by currency and status in a small hash, and no step sorts or hashes
     * the range's orders as a whole. The status filter is left to the caller, which also needs the
     * cancelled orders' count under every filter.
     */
    dailySumsSql(range: DayRange, currency: string | null): SQL {
      const tz = range.timeZone;
      const only = currencyCondition(currency);
      return sql`
        select to_char(d.day, 'YYYY-MM-DD') as "date", s.*
        from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as d(day)
        cross join lateral (
          select ${orders.currency} as "currency", ${orders.status} as "status",
            count(*)::int as "orderCount",
            coalesce(sum(${orders.totalCents}), 0)::bigint as "total",
            coalesce(sum(${orders.tipCents}), 0)::bigint as "tip",
            coalesce(sum(${orders.driverPayCents}), 0)::bigint as "driverPay",
            coalesce(sum(${orders.restaurantPayCents}), 0)::bigint as "restaurantPay",
            coalesce(sum(${orders.companyPayCents}), 0)::bigint as "companyPay",
            coalesce(sum(${orders.deliveryDistanceDam}), 0)::bigint as "deliveryDistance"
          from ${orders}
          where ${orders.createdAt} >= (d.day::date::timestamp at time zone ${tz})
            and ${orders.createdAt} < ((d.day::date + 1)::timestamp at time zone ${tz})
            ${only ? sql`and ${only}` : sql``}
          group by 1, 2
        ) s
        order by d.day`;
    },

    /**
     * Every day, currency and status of the range that has orders, oldest day first. Without
     * PostgreSQL's JIT: compiling this statement's expressions costs more than it saves (the
     * finance bench measured a year at about 15% slower with it).
     */
    async dailySums(range: DayRange, currency: string | null): Promise<DayGroup[]> {
      const rows = await db.transaction(async (tx) => {
        await tx.execute(sql`set local jit = off`);
        return executeRows<Record<keyof DayGroup, string | number>>(tx, this.dailySumsSql(range, currency));
      });
      return rows.map((row) => ({
        date: String(row.date),
        currency: String(row.currency),
        status: String(row.status),
        orderCount: whole(row.orderCount),
        total: whole(row.total),
        tip: whole(row.tip),
        driverPay: whole(row.driverPay),
        restaurantPay: whole(row.restaurantPay),
        companyPay: whole(row.companyPay),
        deliveryDistance: whole(row.deliveryDistance),
      }));
    },

    /**
     * Card refunds of the range's cancelled orders, per day and currency, in hundredths. Read from
     * the refunds (one per refunded order, few next to the orders) and their orders by primary key.
     * A refund's amount_cents is in the card provider's unit (whole yen for yen), turned into
     * hundredths here, after the sum (the conversion is a factor per currency).
     */
    async refundSums(range: DayRange, currency: string | null): Promise<DayRefunds[]> {
      const rows = await db
        .select({
          date: localDay(orders.createdAt, range.timeZone),
          currency: orders.currency,
          refunds: sql<string>`sum(${refunds.amountCents})::bigint`,
        })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .where(
          and(
            withinRange(orders.createdAt, range),
            eq(orders.status, 'cancelled'),
            currencyCondition(currency),
          ),
        )
        .groupBy(sql`1`, sql`2`);
      return rows.map((row) => ({
        date: row.date,
        currency: row.currency,
        refunds: centsFromProviderAmount(whole(row.refunds), row.currency),
      }));
    },

    /**
     * The newest `limit` orders the filter keeps in each currency, newest first, looked for only on
     * the days that hold them (`days`: a currency and the local days its newest kept orders were
     * placed on, known from the day sums). Their ids come from a backward scan of orders_finance_idx
     * over each of those days that reads no table row (currency and status are in the index), so a
     * currency with few orders never makes the scan cross the range; only the chosen orders are
     * then read whole.
     */
    async recentOrders(
      range: DayRange,
      status: FinanceStatusFilter,
      days: ReadonlyArray<{ currency: string; date: string }>,
      limit: number,
    ) {
      if (days.length === 0) return [];
      const tz = range.timeZone;
      const list = (values: string[]) =>
        sql.join(
          values.map((value) => sql`${value}`),
          sql`, `,
        );
      const picked = await executeRows<{ id: number | string }>(
        db,
        sql`select pick.id from unnest(
            array[${list(days.map((day) => day.currency))}]::text[],
            array[${list(days.map((day) => day.date))}]::date[]
          ) as w(code, day)
          cross join lateral (
            select ${orders.id} as id from ${orders}
            where ${orders.createdAt} >= (w.day::timestamp at time zone ${tz})
              and ${orders.createdAt} < ((w.day + 1)::timestamp at time zone ${tz})
              and ${orders.currency} = w.code and ${statusCondition(status)}
            order by ${orders.createdAt} desc, ${orders.id} desc
            limit ${limit}
          ) pick`,
      );
      if (picked.length === 0) return [];
      return db
        .select({
          id: orders.id,
          createdAt: orders.createdAt,
          status: orders.status,
          restaurantId: restaurants.id,
          restaurantName: restaurants.name,
          paymentMethod: orders.paymentMethod,
          paymentStatus: orders.paymentStatus,
          currency: orders.currency,
          total: orders.total,
          tip: orders.tip,
          driverPay: orders.driverPay,
          restaurantPay: orders.restaurantPay,
          companyPay: orders.companyPay,
          deliveryDistance: orders.deliveryDistance,
          /** In the card provider's unit: see refundSums. */
          refundAmount: refunds.amountCents,
        })
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .leftJoin(refunds, eq(refunds.orderId, orders.id))
        .where(
          inArray(
            orders.id,
            picked.map((row) => Number(row.id)),
          ),
        )
        .orderBy(orders.currency, desc(orders.createdAt), desc(orders.id));
    },

    /** Up to `limit` orders after `cursor`, oldest first, with what the CSV shows of each. */
    async exportBatch(
      range: DayRange,
      filter: { status: FinanceStatusFilter; currency: string | null },
      cursor: OrderCursor | null,
      limit: number,
    ): Promise<ExportRow[]> {
      const after = cursor
        ? sql`(${orders.createdAt}, ${orders.id}) > (${cursor.createdAt}::timestamptz, ${cursor.id}::int)`
        : undefined;
      return db
        .select({
          id: orders.id,
          cursorAt: sql<string>`${orders.createdAt}::text`,
          placedAt: localDateTime(orders.createdAt, range.timeZone),
          status: orders.status,
          restaurantName: restaurants.name,
          driverName: drivers.name,
          paymentMethod: orders.paymentMethod,
          paymentStatus: orders.paymentStatus,
          currency: orders.currency,
          subtotal: orders.subtotal,
          discount: orders.discount,
          deliveryFee: orders.deliveryFee,
          tax: orders.tax,
          taxIncluded: orders.taxIncluded,
          tip: orders.tip,
          total: orders.total,
          driverPay: orders.driverPay,
          restaurantPay: orders.restaurantPay,
          companyPay: orders.companyPay,
          refundAmount: cancelledOrderRefund,
          deliveryDistance: orders.deliveryDistance,
        })
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .leftJoin(drivers, eq(drivers.id, orders.driverId))
        .where(
          and(
            withinRange(orders.createdAt, range),
            statusCondition(filter.status),
            currencyCondition(filter.currency),
            after,
          ),
        )
        .orderBy(orders.createdAt, orders.id)
        .limit(limit);
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
  currency: string;
  /** numeric(12, 2) text: "12.50", and "980.00" for yen. */
  subtotal: string;
  discount: string;
  deliveryFee: string;
  tax: string;
  taxIncluded: boolean;
  tip: string;
  total: string;
  driverPay: string | null;
  restaurantPay: string | null;
  companyPay: string | null;
  /** The card refund of a cancelled order in the card provider's unit (see refundSums); null: none. */
  refundAmount: number | null;
  deliveryDistance: string | null;
}

export type FinanceRepo = ReturnType<typeof createFinanceRepo>;
export type RecentOrderRow = Awaited<ReturnType<FinanceRepo['recentOrders']>>[number];
