import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CashOverview,
  DriverStatement,
  FinanceSummary,
  RestaurantStatement,
} from '#domain/finance/responses.ts';
import { deliveryReach, parseLatLng } from '#domain/ordering/delivery-location.ts';
import type { ReviewsPage } from '#domain/reviews/responses.ts';
import { percentOfMoney } from '#domain/shared/currency.ts';
import { haversineKm } from '#domain/shared/geo.ts';
import { toCents } from '#domain/shared/money.ts';
import { drivers, orderEvents, orders, restaurants, reviews } from '#server/db/schema.ts';
import { DEMO_ACCOUNTS } from '#server/demo-seed/seed.ts';
import { DEMO_RESTAURANTS } from '#server/demo-seed/seed-data.ts';
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

describe('demo reviews', () => {
  // Rounded half up, as PostgreSQL's round() does for these positive means.
  const mean = (stars: number[], digits: number) =>
    stars.length === 0
      ? 0
      : Math.round((stars.reduce((sum, n) => sum + n, 0) * 10 ** digits) / stars.length) / 10 ** digits;

  it('rates a good share of the delivered orders, 3 to 5 stars, some with comments and a reply or two', async () => {
    const db = t.database.handle.db;
    const rows = await db.select().from(reviews);
    const deliveredAt = new Map(
      (await db.select({ id: orders.id, at: orders.actualDeliveryTime }).from(orders)).map((row) => [
        row.id,
        row.at?.getTime() ?? 0,
      ]),
    );
    expect(rows.length).toBeGreaterThan(written * 0.4);
    expect(rows.length).toBeLessThan(written * 0.8);
    expect(new Set(rows.map((row) => row.foodStars))).toEqual(new Set([3, 4, 5]));
    for (const row of rows) {
      expect(row.deliveryStars).toBeGreaterThanOrEqual(3);
      expect(row.reviewerName).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(row.createdAt.getTime()).toBeGreaterThan(
        deliveredAt.get(row.orderId) ?? Number.POSITIVE_INFINITY,
      );
      expect(row.createdAt.getTime()).toBeLessThan(Date.now());
    }
    expect(rows.filter((row) => row.comment !== null).length).toBeGreaterThan(rows.length / 4);
    const replies = rows.filter((row) => row.reply !== null);
    expect(replies.length).toBeGreaterThanOrEqual(1);
    expect(replies.length).toBeLessThanOrEqual(2);
  });

  it("computes every restaurant's and the driver's rating from the reviews; the unrated stay New", async () => {
    const db = t.database.handle.db;
    const rows = await db.select().from(reviews);
    const kitchens = await db
      .select({ id: restaurants.id, rating: restaurants.rating, ratingCount: restaurants.ratingCount })
      .from(restaurants)
      .orderBy(asc(restaurants.id));
    // The demo restaurants, and the one the test cast registered.
    expect(kitchens.length).toBeGreaterThanOrEqual(DEMO_RESTAURANTS.length);
    let unrated = 0;
    for (const kitchen of kitchens) {
      const stars = rows.filter((row) => row.restaurantId === kitchen.id).map((row) => row.foodStars);
      expect({ id: kitchen.id, count: kitchen.ratingCount, rating: Number(kitchen.rating) }).toEqual({
        id: kitchen.id,
        count: stars.length,
        rating: mean(stars, 1),
      });
      if (stars.length === 0) unrated += 1;
    }
    // Only Toronto has a history: restaurants elsewhere are new.
    expect(unrated).toBeGreaterThan(0);
    const people = await db
      .select({ email: drivers.email, rating: drivers.rating, ratingCount: drivers.ratingCount })
      .from(drivers);
    for (const person of people) {
      const stars = person.email === DEMO_ACCOUNTS.driver.email ? rows.map((row) => row.deliveryStars) : [];
      expect({ count: person.ratingCount, rating: Number(person.rating) }).toEqual({
        count: stars.length,
        rating: mean(stars, 2),
      });
    }
  });

  it("shows the demo restaurant's reviews on its page, newest first", async () => {
    const page = await get<ReviewsPage>('/api/restaurants/1/reviews', cast.admin);
    expect(page.ratingCount).toBeGreaterThan(0);
    expect(page.total).toBe(page.ratingCount);
    expect(page.reviews.length).toBe(Math.min(10, page.total));
    const times = page.reviews.map((review) => review.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
