import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Restaurant } from '#domain/catalogue/responses.ts';
import type { DriverStats } from '#domain/driver-deliveries/responses.ts';
import type { AdminDriver, AdminRestaurant, PartnerProfile } from '#domain/partners/responses.ts';
import type { RestaurantStats } from '#domain/restaurant-orders/responses.ts';
import type { ManagedReview, PublicReview, ReviewsPage } from '#domain/reviews/responses.ts';
import { auditLog } from '#server/db/schema.ts';
import { UNLIMITED_ENV } from '../../support/order-requests';
import { signInAs } from '../../support/sessions';
import { buildTestApp, type TestApp } from '../../support/test-app';
import { caller, deliveredOrder, demoKitchen, onlineDriver, type Partner, rate } from './review-support';

// The restaurant's rating is the mean of its visible reviews' food stars (one decimal), the driver's
// of their delivery stars (two); both with the count of those reviews, on every screen that shows a
// rating. Hiding a review takes it out of the list and out of both means; showing it puts it back.

let t: TestApp;
let admin: string;
let kitchen: Partner;
let driver: Partner;

beforeAll(async () => {
  t = await buildTestApp({ env: UNLIMITED_ENV });
  admin = await signInAs(t.app, 'admin');
  kitchen = await demoKitchen(t.app, 2);
  driver = await onlineDriver(t.app, admin);
});
afterAll(() => t.close());

async function json<T>(method: 'GET' | 'PATCH', url: string, cookie?: string, payload?: object): Promise<T> {
  const res = await caller(t.app)(method, url, cookie, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}

/** The rating and count as each screen that shows them reads them. */
async function everywhere() {
  const page = await json<ReviewsPage>('GET', `/api/restaurants/${kitchen.id}/reviews`);
  const restaurant = await json<Restaurant>('GET', `/api/restaurants/${kitchen.id}`);
  const listed = (await json<Restaurant[]>('GET', '/api/restaurants')).find((r) => r.id === kitchen.id);
  const stats = await json<RestaurantStats>('GET', '/api/restaurant/stats', kitchen.cookie);
  const profile = await json<PartnerProfile>('GET', '/api/partner/profile', kitchen.cookie);
  const adminRestaurant = (await json<AdminRestaurant[]>('GET', '/api/admin/restaurants', admin)).find(
    (r) => r.id === kitchen.id,
  );
  const driverStats = await json<DriverStats>('GET', '/api/driver/stats', driver.cookie);
  const driverProfile = await json<PartnerProfile>('GET', '/api/partner/profile', driver.cookie);
  const adminDriver = (await json<AdminDriver[]>('GET', '/api/admin/drivers', admin)).find(
    (d) => d.id === driver.id,
  );
  const pick = (x: { rating: string; ratingCount: number } | undefined) => [x?.rating, x?.ratingCount];
  return {
    page: [page.rating, page.ratingCount, page.total],
    reviews: page.reviews.map((review) => review.food),
    restaurant: [pick(restaurant), pick(listed), pick(stats), pick(profile), pick(adminRestaurant)],
    driver: [pick(driverStats), pick(driverProfile), pick(adminDriver)],
  };
}

const restaurantEverywhere = (rating: string, count: number) => Array(5).fill([rating, count]);
const driverEverywhere = (rating: string, count: number) => Array(3).fill([rating, count]);

describe('ratings from reviews', () => {
  let fiveStar: PublicReview;

  it('start at 0 with no reviews: screens say New', async () => {
    // Catalogue answers are cached for a few seconds: start from what the database holds.
    t.app.catalogueCache.invalidate();
    expect(await everywhere()).toEqual({
      page: ['0.0', 0, 0],
      reviews: [],
      restaurant: restaurantEverywhere('0.0', 0),
      driver: driverEverywhere('0.00', 0),
    });
  });

  it('are the means of the stars, with their count, after several ratings', async () => {
    const first = await deliveredOrder(t.app, kitchen, driver);
    const second = await deliveredOrder(t.app, kitchen, driver);
    const rated = await rate(t.app, first.trackingToken, { food: 5, delivery: 5 });
    expect(rated.statusCode, rated.body).toBe(201);
    fiveStar = rated.json() as PublicReview;
    expect((await rate(t.app, second.trackingToken, { food: 4, delivery: 2 })).statusCode).toBe(201);
    t.app.catalogueCache.invalidate();
    expect(await everywhere()).toEqual({
      page: ['4.5', 2, 2],
      reviews: [4, 5],
      restaurant: restaurantEverywhere('4.5', 2),
      driver: driverEverywhere('3.50', 2),
    });
    const third = await deliveredOrder(t.app, kitchen, driver);
    expect((await rate(t.app, third.trackingToken, { food: 4, delivery: 4 })).statusCode).toBe(201);
    t.app.catalogueCache.invalidate();
    // 13 / 3 = 4.33..., 11 / 3 = 3.666...
    expect(await everywhere()).toMatchObject({
      page: ['4.3', 3, 3],
      restaurant: restaurantEverywhere('4.3', 3),
      driver: driverEverywhere('3.67', 3),
    });
  });

  it('leave out a hidden review, list and means alike, and take it back when shown (no cache to wait for)', async () => {
    const hidden = await json<ManagedReview>('PATCH', `/api/admin/reviews/${fiveStar.id}`, admin, {
      hidden: true,
    });
    expect(hidden).toMatchObject({ id: fiveStar.id, hidden: true, food: 5, restaurantId: kitchen.id });
    expect(await everywhere()).toEqual({
      page: ['4.0', 2, 2],
      reviews: [4, 4],
      restaurant: restaurantEverywhere('4.0', 2),
      driver: driverEverywhere('3.00', 2),
    });
    const own = await json<{ reviews: ManagedReview[] }>('GET', '/api/restaurant/reviews', kitchen.cookie);
    expect(own.reviews.find((review) => review.id === fiveStar.id)?.hidden).toBe(true);

    const shown = await json<ManagedReview>('PATCH', `/api/admin/reviews/${fiveStar.id}`, admin, {
      hidden: false,
    });
    expect(shown.hidden).toBe(false);
    expect(await everywhere()).toMatchObject({
      page: ['4.3', 3, 3],
      reviews: [4, 4, 5],
      restaurant: restaurantEverywhere('4.3', 3),
      driver: driverEverywhere('3.67', 3),
    });
    const trail = await t.database.handle.db
      .select({ action: auditLog.action, actorType: auditLog.actorType })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'review'), eq(auditLog.targetId, fiveStar.id)))
      .orderBy(desc(auditLog.id));
    expect(trail).toEqual([
      { action: 'review.show', actorType: 'admin' },
      { action: 'review.hide', actorType: 'admin' },
    ]);
  });
});
