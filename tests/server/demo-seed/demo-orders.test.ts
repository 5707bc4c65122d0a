import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CashOverview,
  DriverStatement,
  FinanceSummary,
  RestaurantStatement,
} from '#domain/finance/responses.ts';
import { deliveryReach, parseLatLng } from '#domain/ordering/delivery-location.ts';
import { percentOfMoney } from '#domain/shared/currency.ts';
import { haversineKm } from '#domain/shared/geo.ts';
import { toCents } from '#domain/shared/money.ts';
import { drivers, orderEvents, orders, restaurants } from '#server/db/schema.ts';
import { DEMO_ACCOUNTS } from '#server/demo-seed/seed.ts';
import { seedDemoOrders } from '#server/demo-seed/seed-demo-orders.ts';
import { signInCast } from '../../support/partners';
import { buildTestApp, type TestApp } from '../../support/test-app';

// The embedded demo's order history: four weeks of delivered orders whose figures follow the same
// rules as real ones, so the dashboard, statements and cash ledger show true sums after `npm start`.

let t: TestApp;
let cast: Awaited<ReturnType<typeof signInCast>>;
let written: number;

beforeAll(async () => {
  t = await buildTestApp();
  cast = await signInCast(t.app);
  written = await seedDemoOrders(t.database.handle.db);
});
afterAll(() => t.close());

const get = async <T>(url: string, cookie: string): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

describe('demo order history', () => {
  it('writes weeks of delivered orders, none today, each split exactly, once only', async () => {
    expect(written).toBeGreaterThanOrEqual(28 * 2);
    const rows = await t.database.handle.db.select().from(orders);
    expect(rows).toHaveLength(written);
    const startOfToday = new Date();
    startOfToday.setHours(0, 0, 0, 0);
    for (const row of rows) {
      expect(row.status).toBe('delivered');
      expect(row.createdAt.getTime()).toBeLessThan(startOfToday.getTime());
      expect(row.createdAt.getTime()).toBeGreaterThan(startOfToday.getTime() - 29 * 86_400_000);
      expect(
        toCents(row.driverPay ?? 'x') + toCents(row.restaurantPay ?? 'x') + toCents(row.companyPay ?? 'x'),
      ).toBe(toCents(row.total));
      // Toronto's restaurants: Canadian dollars, their own fee, Ontario's 13% added on the food.
      expect(row.currency).toBe('CAD');
      expect(row.taxIncluded).toBe(false);
      expect(toCents(row.tax)).toBe(percentOfMoney(toCents(row.subtotal), '13', 'CAD'));
      expect(toCents(row.total)).toBe(
        toCents(row.subtotal) + toCents(row.deliveryFee) + toCents(row.tax) + toCents(row.tip),
      );
    }
    expect(await seedDemoOrders(t.database.handle.db)).toBe(0);
    const [driver] = await t.database.handle.db
      .select()
      .from(drivers)
      .where(eq(drivers.email, DEMO_ACCOUNTS.driver.email));
    expect(driver?.totalDeliveries).toBe(written);
  });

  it("puts every drop-off inside its restaurant's delivery radius, with the straight-line distance stored", async () => {
    const db = t.database.handle.db;
    const rows = await db
      .select({
        deliveryDistance: orders.deliveryDistance,
        customerLatitude: orders.customerLatitude,
        customerLongitude: orders.customerLongitude,
        restaurantLatitude: restaurants.latitude,
        restaurantLongitude: restaurants.longitude,
        deliveryRadiusKm: restaurants.deliveryRadiusKm,
      })
      .from(orders)
      .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId));
    expect(rows.length).toBe(written);
    for (const row of rows) {
      const from = parseLatLng(row.restaurantLatitude, row.restaurantLongitude);
      const to = parseLatLng(row.customerLatitude, row.customerLongitude);
      if (!from || !to) throw new Error('a demo order without positions');
      const reach = deliveryReach(
        {
          latitude: row.restaurantLatitude,
          longitude: row.restaurantLongitude,
          deliveryRadiusKm: row.deliveryRadiusKm,
        },
        to,
      );
      expect(reach.distanceKm).not.toBeNull();
      expect(reach.withinArea).toBe(true);
      expect(Number(row.deliveryDistance)).toBeCloseTo(haversineKm(from, to), 1);
      expect(Number(row.deliveryDistance)).toBeLessThanOrEqual(row.deliveryRadiusKm);
    }
  });

  it('keeps on each order the first time of each status its events record, as placing and moving an order does', async () => {
    const rows = await t.database.handle.db
      .select({ id: orders.id, statusTimes: orders.statusTimes })
      .from(orders);
    const events = await t.database.handle.db.select().from(orderEvents);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const firsts: Record<string, number> = {};
      for (const event of events.filter((candidate) => candidate.orderId === row.id)) {
        const at = event.createdAt.getTime();
        firsts[event.status] = Math.min(firsts[event.status] ?? at, at);
      }
      expect(Object.keys(firsts)).toHaveLength(6);
      expect(row.statusTimes).toEqual(firsts);
    }
  });

  it('the dashboard, the demo restaurant and the demo driver all see them', async () => {
    const summary = await get<FinanceSummary>('/api/finance/summary', cast.admin);
    // All in Canadian dollars: one currency block.
    expect(summary.byCurrency.map((block) => block.currency)).toEqual(['CAD']);
    expect(summary.byCurrency[0]?.totals.orderCount).toBe(written);
    const statement = await get<RestaurantStatement>('/api/restaurant/statement', cast.restaurant);
    expect(statement.totals.orders).toBeGreaterThan(0);
    const driverStatement = await get<DriverStatement>('/api/driver/statement', cast.driver);
    expect(driverStatement.totals.deliveries).toBe(written);
  });

  it('the cash ledger has the cash orders and a settlement a week ago; the balance is what is left', async () => {
    const cash = await get<CashOverview>('/api/admin/cash', cast.admin);
    expect(cash.drivers).toHaveLength(1);
    const [entry] = cash.drivers;
    expect(toCents(entry?.settled ?? 'x')).toBeGreaterThan(0);
    expect(toCents(entry?.balance ?? 'x')).toBe(toCents(entry?.owes ?? 'x') - toCents(entry?.settled ?? 'x'));
    expect(toCents(entry?.balance ?? 'x')).toBeGreaterThanOrEqual(0);
  });
});
