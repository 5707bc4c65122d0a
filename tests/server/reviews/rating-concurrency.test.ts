import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALREADY_RATED, ALREADY_RATED_MESSAGE } from '#domain/reviews/rules.ts';
import { drivers, restaurants, reviews } from '#server/db/schema.ts';
import { UNLIMITED_ENV } from '../../support/order-requests';
import { signInAs } from '../../support/sessions';
import { buildTestApp, type TestApp } from '../../support/test-app';
import { deliveredOrder, demoKitchen, onlineDriver, type Partner, rate } from './review-support';

// Ratings at the same moment: twenty taps rate an order once (the unique key, answered as a 409,
// never a 500), and ratings of different orders of one restaurant all count, because each recompute
// runs after taking the restaurant's row, in a statement that sees the reviews committed before it.
// On PostgreSQL the race is forced: two ratings are held at that row together, then let go.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp({ env: UNLIMITED_ENV });
  admin = await signInAs(t.app, 'admin');
});
afterAll(() => t.close());

async function stored(kitchen: Partner, driver: Partner) {
  const db = t.database.handle.db;
  const [restaurant] = await db
    .select({ rating: restaurants.rating, count: restaurants.ratingCount })
    .from(restaurants)
    .where(eq(restaurants.id, kitchen.id));
  const [person] = await db
    .select({ rating: drivers.rating, count: drivers.ratingCount })
    .from(drivers)
    .where(eq(drivers.id, driver.id));
  return { restaurant, driver: person };
}

describe('ratings at the same moment', () => {
  it('of twenty ratings of one order, one is stored (201) and nineteen hear it is already rated', async () => {
    const kitchen = await demoKitchen(t.app, 1);
    const driver = await onlineDriver(t.app, admin);
    const order = await deliveredOrder(t.app, kitchen, driver);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        rate(t.app, order.trackingToken, { food: 1 + (i % 5), delivery: 3 }),
      ),
    );
    const created = answers.filter((res) => res.statusCode === 201);
    expect(created).toHaveLength(1);
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(refused).toHaveLength(19);
    for (const res of refused)
      expect(res.json()).toEqual({ code: ALREADY_RATED, message: ALREADY_RATED_MESSAGE });
    const rows = await t.database.handle.db.select().from(reviews).where(eq(reviews.orderId, order.id));
    expect(rows).toHaveLength(1);
    const food = rows[0]?.foodStars;
    expect(await stored(kitchen, driver)).toEqual({
      restaurant: { rating: `${food}.0`, count: 1 },
      driver: { rating: '3.00', count: 1 },
    });
  });

  it('ratings of different orders of one restaurant, sent together, all count', async () => {
    const kitchen = await demoKitchen(t.app, 2);
    const driver = await onlineDriver(t.app, admin);
    const stars = [5, 4, 4, 3, 5, 2];
    const placed = [];
    for (const _ of stars) placed.push(await deliveredOrder(t.app, kitchen, driver));
    const answers = await Promise.all(
      placed.map((order, i) =>
        rate(t.app, order.trackingToken, { food: stars[i] ?? 1, delivery: 6 - (stars[i] ?? 1) }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(stars.map(() => 201));
    // 23 / 6 = 3.83 (food); 13 / 6 = 2.17 (delivery: 1, 2, 2, 3, 1, 4).
    expect(await stored(kitchen, driver)).toEqual({
      restaurant: { rating: '3.8', count: 6 },
      driver: { rating: '2.17', count: 6 },
    });
  });

  it.skipIf(!onPostgres)(
    'two ratings held at the restaurant row together both count once let go',
    async () => {
      const kitchen = await demoKitchen(t.app, 2);
      const driver = await onlineDriver(t.app, admin);
      const first = await deliveredOrder(t.app, kitchen, driver);
      const second = await deliveredOrder(t.app, kitchen, driver);
      const before = await stored(kitchen, driver);
      const url = t.database.postgresUrl as string;
      const holder = new pg.Client({ connectionString: url });
      const watcher = new pg.Client({ connectionString: url });
      await Promise.all([holder.connect(), watcher.connect()]);
      try {
        await holder.query('begin');
        await holder.query('select id from restaurants where id = $1 for no key update', [kitchen.id]);
        const answers = Promise.all([
          rate(t.app, first.trackingToken, { food: 1, delivery: 1 }),
          rate(t.app, second.trackingToken, { food: 1, delivery: 1 }),
        ]);
        // Both have written their review and wait for the row: only then is it let go.
        for (let waiting = 0; waiting < 2; ) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          const { rows } = await watcher.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
          );
          waiting = rows[0]?.n ?? 0;
        }
        await holder.query('commit');
        expect((await answers).map((res) => res.statusCode)).toEqual([201, 201]);
      } finally {
        await holder.end();
        await watcher.end();
      }
      const after = await stored(kitchen, driver);
      expect(after.restaurant?.count).toBe((before.restaurant?.count ?? 0) + 2);
      expect(after.driver?.count).toBe((before.driver?.count ?? 0) + 2);
      const rows = await t.database.handle.db
        .select({ food: reviews.foodStars })
        .from(reviews)
        .where(eq(reviews.restaurantId, kitchen.id));
      const mean = rows.reduce((sum, row) => sum + row.food, 0) / rows.length;
      expect(Number(after.restaurant?.rating)).toBeCloseTo(mean, 1);
    },
  );
});
