import { and, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { RestaurantAnalytics, RestaurantStats } from '#domain/restaurant-orders/responses.ts';
import { moneyDecimal, restaurantCurrency, roundToCurrency } from '#domain/shared/currency.ts';
import { toCents } from '#domain/shared/money.ts';
import { type Database, type DbOrTx, executeRows } from '#server/db/client.ts';
import { drivers, orders, restaurants } from '#server/db/schema.ts';
import { newestOrdersPage } from '../order-lifecycle/order-page.repo';

// The restaurant board's reads: its own orders (never a customer's phone, address or position),
// the stat cards and the 30-day analytics, aggregated by the database in the tablet's time zone.
// Their amounts are in the currency of the restaurant's country, which its orders are placed in.

const kitchenOrderColumns = {
  id: orders.id,
  restaurantId: orders.restaurantId,
  status: orders.status,
  customerName: orders.customerName,
  items: orders.items,
  currency: orders.currency,
  subtotal: orders.subtotal,
  discount: orders.discount,
  deliveryFee: orders.deliveryFee,
  tax: orders.tax,
  taxIncluded: orders.taxIncluded,
  tip: orders.tip,
  total: orders.total,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  scheduledFor: orders.scheduledFor,
  prepMinutes: orders.prepMinutes,
  readyBy: orders.readyBy,
  // The kitchen's note only: the instructions for the door are the driver's.
  kitchenNote: orders.kitchenNote,
  cancelReason: orders.cancelReason,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  version: orders.version,
  driverId: drivers.id,
  driverName: drivers.name,
  driverPhone: drivers.phone,
  driverVehicleType: drivers.vehicleType,
  driverVehicleNumber: drivers.vehicleNumber,
};

/** Orders that count towards sales: everything not cancelled. */
const counted = sql`${orders.status} <> 'cancelled'`;

export function createRestaurantOrdersRepo(db: Database) {
  const select = (where: SQL | undefined) =>
    db
      .select(kitchenOrderColumns)
      .from(orders)
      .leftJoin(drivers, eq(drivers.id, orders.driverId))
      .where(where)
      .$dynamic();

  return {
    /** One page of a restaurant's orders in `statuses`, newest first, older than `before` if given. */
    listOrders(query: { restaurantId: number; statuses: readonly string[]; before?: number; limit: number }) {
      return newestOrdersPage(
        select,
        [eq(orders.restaurantId, query.restaurantId), inArray(orders.status, [...query.statuses])],
        query,
      );
    },

    async orderById(id: number) {
      const [row] = await select(eq(orders.id, id));
      return row ?? null;
    },

    /**
     * The kitchen answered an order: its count of orders in a row nobody answered starts again.
     * Writes (and locks the restaurant row) only when there is a count to clear.
     */
    async clearUnanswered(restaurantId: number, tx: DbOrTx): Promise<void> {
      await tx
        .update(restaurants)
        .set({ unansweredInARow: 0 })
        .where(and(eq(restaurants.id, restaurantId), gt(restaurants.unansweredInARow, 0)));
    },

    async stats(restaurantId: number, timeZone: string): Promise<RestaurantStats> {
      // The start of today where the tablet is, as a timestamp.
      const todayStart = sql`(date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})`;
      const today = sql`${counted} and ${orders.createdAt} >= ${todayStart}`;
      const [row] = await db
        .select({
          todayRevenue: sql<string>`coalesce(sum(${orders.restaurantPay}) filter (where ${today}), 0)::numeric(16,2)::text`,
          todayOrders: sql<number>`(count(*) filter (where ${today}))::int`,
          // Summed, not averaged, here: the mean is rounded once, to the currency's minor unit.
          todaySubtotals: sql<string>`coalesce(sum(${orders.subtotal}) filter (where ${today}), 0)::numeric(16,2)::text`,
          newOrders: sql<number>`(count(*) filter (where ${orders.status} = 'confirmed'))::int`,
        })
        .from(orders)
        .where(eq(orders.restaurantId, restaurantId));
      const [restaurant] = await db
        .select({
          rating: restaurants.rating,
          ratingCount: restaurants.ratingCount,
          country: restaurants.country,
        })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId));
      const currency = restaurantCurrency(restaurant?.country);
      const todayOrders = row?.todayOrders ?? 0;
      const subtotalCents = toCents(row?.todaySubtotals ?? '0');
      return {
        currency,
        todayRevenue: moneyDecimal(toCents(row?.todayRevenue ?? '0'), currency),
        todayOrders,
        averageOrderValue: moneyDecimal(
          todayOrders === 0 ? 0 : roundToCurrency(subtotalCents / todayOrders, currency),
          currency,
        ),
        newOrders: row?.newOrders ?? 0,
        rating: restaurant?.rating ?? '0.0',
        ratingCount: restaurant?.ratingCount ?? 0,
      };
    },

    async analytics(restaurantId: number, timeZone: string, days: number): Promise<RestaurantAnalytics> {
      const firstDay = sql`((now() at time zone ${timeZone})::date - ${days - 1}::int)`;
      const since = sql`(${firstDay}::timestamp at time zone ${timeZone})`;
      const inPeriod = sql`${orders.restaurantId} = ${restaurantId} and ${orders.status} <> 'cancelled' and ${orders.createdAt} >= ${since}`;

      const perDay = await executeRows<{ date: string; orders: number; revenue: string }>(
        db,
        sql`
        select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(p.orders, 0)::int as orders,
          coalesce(p.revenue, 0)::numeric(16,2)::text as revenue
        from generate_series(${firstDay}, (now() at time zone ${timeZone})::date, interval '1 day') as d(day)
        left join (
          select (${orders.createdAt} at time zone ${timeZone})::date as day, count(*) as orders,
            sum(${orders.restaurantPay}) as revenue
          from ${orders} where ${inPeriod} group by 1
        ) p on p.day = d.day::date
        order by d.day`,
      );

      // Lines are the JSON the server wrote when the order was placed: {name, quantity, price}. Ties
      // are broken by the revenue as a number: as text, "980" would outrank "1201".
      const lineRevenue = sql`sum((line->>'quantity')::int * (line->>'price')::numeric)`;
      const top = await executeRows<{ name: string; quantity: number; revenue: string }>(
        db,
        sql`
        select line->>'name' as name, sum((line->>'quantity')::int)::int as quantity,
          ${lineRevenue}::numeric(16,2)::text as revenue
        from ${orders}, jsonb_array_elements(${orders.items}::jsonb) as line
        where ${inPeriod}
        group by 1 order by 2 desc, ${lineRevenue} desc, 1 limit 5`,
      );

      const prep = await executeRows<{ minutes: number | null }>(
        db,
        sql`
        select round((avg(extract(epoch from r.at - p.at)) / 60)::numeric, 1)::float8 as minutes
        from (select order_id, min(created_at) as at from order_events where status = 'preparing' group by 1) p
        join (select order_id, min(created_at) as at from order_events where status = 'ready' group by 1) r
          using (order_id)
        join ${orders} on ${orders.id} = p.order_id
        where ${inPeriod}`,
      );

      const [restaurant] = await db
        .select({ country: restaurants.country })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId));
      const currency = restaurantCurrency(restaurant?.country);
      const money = (text: string) => moneyDecimal(toCents(text), currency);
      return {
        currency,
        days: perDay.map((row) => ({ ...row, orders: Number(row.orders), revenue: money(row.revenue) })),
        topItems: top.map((row) => ({ ...row, quantity: Number(row.quantity), revenue: money(row.revenue) })),
        averagePrepMinutes: prep[0]?.minutes ?? null,
      };
    },
  };
}

export type RestaurantOrdersRepo = ReturnType<typeof createRestaurantOrdersRepo>;
