import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ManagedReview,
  ManagedReviewsPage,
  PublicReview,
  ReviewsPage,
} from '#domain/reviews/responses.ts';
import { REPLY_REQUIRED, REVIEW_NOT_FOUND, REVIEWS_PAGE_SIZE } from '#domain/reviews/rules.ts';
import { auditLog } from '#server/db/schema.ts';
import { UNLIMITED_ENV } from '../../support/order-requests';
import { signInCast } from '../../support/partners';
import { buildTestApp, type TestApp } from '../../support/test-app';
import { caller, deliveredOrder, demoKitchen, onlineDriver, type Partner, rate } from './review-support';

// Reading and answering reviews: a restaurant's page of visible reviews for anyone, the restaurant's
// own list with its replies, the admins' list of all with hiding and showing, each for its role only.

let t: TestApp;
let cast: Awaited<ReturnType<typeof signInCast>>;
let kitchen: Partner;
let driver: Partner;
/** Restaurant 1's reviews, oldest first: food stars 1, 2, 3, 4, 5, 1, 2, ... */
const written: PublicReview[] = [];
const REVIEWS = REVIEWS_PAGE_SIZE + 1;

beforeAll(async () => {
  t = await buildTestApp({ env: UNLIMITED_ENV });
  cast = await signInCast(t.app);
  kitchen = await demoKitchen(t.app, 1);
  driver = await onlineDriver(t.app, cast.admin);
  for (let i = 0; i < REVIEWS; i += 1) {
    const order = await deliveredOrder(t.app, kitchen, driver);
    const res = await rate(t.app, order.trackingToken, {
      food: 1 + (i % 5),
      delivery: 5,
      comment: `Visit ${i}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    written.push(res.json() as PublicReview);
  }
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  caller(t.app)(method, url, cookie, payload);
const newestFirst = () => [...written].reverse().map((review) => review.id);

describe('GET /api/restaurants/{id}/reviews', () => {
  it('pages the visible reviews newest first, with the rating, its count and the total', async () => {
    const first = (await call('GET', '/api/restaurants/1/reviews')).json() as ReviewsPage;
    const second = (await call('GET', '/api/restaurants/1/reviews?page=2')).json() as ReviewsPage;
    const third = (await call('GET', '/api/restaurants/1/reviews?page=3')).json() as ReviewsPage;
    // Stars 1-5 twice and a 1: 31 / 11 = 2.8.
    expect(first).toMatchObject({
      page: 1,
      pageSize: REVIEWS_PAGE_SIZE,
      total: REVIEWS,
      rating: '2.8',
      ratingCount: REVIEWS,
    });
    expect([...first.reviews, ...second.reviews].map((review) => review.id)).toEqual(newestFirst());
    expect(second.reviews).toEqual([written[0]]);
    expect(third).toMatchObject({ page: 3, reviews: [], total: REVIEWS });
  });

  it('answers 404 for an unknown or unapproved restaurant and 400 for a bad page or id', async () => {
    for (const id of [999_999, 11]) {
      const res = await call('GET', `/api/restaurants/${id}/reviews`);
      expect(res.statusCode, `${id}`).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Restaurant not found' });
    }
    for (const page of ['0', '-1', '1.5', 'abc', '10001']) {
      const res = await call('GET', `/api/restaurants/1/reviews?page=${page}`);
      expect(res.statusCode, page).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['page']);
    }
    expect((await call('GET', '/api/restaurants/abc/reviews')).statusCode).toBe(400);
  });
});

describe("the restaurant's reviews and replies", () => {
  it('lists its own reviews with their orders; another restaurant sees none of them', async () => {
    const own = (await call('GET', '/api/restaurant/reviews', kitchen.cookie)).json() as ManagedReviewsPage;
    expect(own).toMatchObject({ total: REVIEWS, ratingCount: REVIEWS, rating: '2.8' });
    expect(own.reviews[0]).toMatchObject({
      id: written.at(-1)?.id,
      restaurantId: 1,
      restaurantName: 'Nonna Rosa Pizzeria',
      orderId: expect.any(Number),
      hidden: false,
    });
    const other = (
      await call('GET', '/api/restaurant/reviews', cast.other.cookie)
    ).json() as ManagedReviewsPage;
    expect(other).toMatchObject({ reviews: [], total: 0, rating: '0.0', ratingCount: 0 });
    expect((await call('GET', '/api/restaurant/reviews')).statusCode).toBe(401);
    expect((await call('GET', '/api/restaurant/reviews', driver.cookie)).statusCode).toBe(403);
  });

  it('answers a review (201), and writing again replaces the answer; the page shows it', async () => {
    const review = written.at(-1) as PublicReview;
    const url = `/api/restaurant/reviews/${review.id}/reply`;
    const first = await call('POST', url, kitchen.cookie, { text: ' Thank you, come again! ' });
    expect(first.statusCode, first.body).toBe(201);
    const answered = first.json() as ManagedReview;
    expect(answered).toMatchObject({ id: review.id, reply: { text: 'Thank you, come again!' } });
    const second = await call('POST', url, kitchen.cookie, {
      text: 'Thank you! The tiramisu is on us next time.',
    });
    expect(second.statusCode, second.body).toBe(201);
    const edited = second.json() as ManagedReview;
    expect(edited.reply?.text).toBe('Thank you! The tiramisu is on us next time.');
    expect(Date.parse(edited.reply?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(answered.reply?.at ?? ''));
    const page = (await call('GET', '/api/restaurants/1/reviews')).json() as ReviewsPage;
    expect(page.reviews[0]?.reply).toEqual(edited.reply);
  });

  it("refuses another restaurant's review (404), an unknown one, a blank reply and other roles", async () => {
    const url = `/api/restaurant/reviews/${written[0]?.id}/reply`;
    const foreign = await call('POST', url, cast.other.cookie, { text: 'Not mine' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: REVIEW_NOT_FOUND });
    expect(
      (await call('POST', '/api/restaurant/reviews/999999/reply', kitchen.cookie, { text: 'Hi' })).statusCode,
    ).toBe(404);
    const blank = await call('POST', url, kitchen.cookie, { text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ text: REPLY_REQUIRED });
    expect((await call('POST', url, undefined, { text: 'Hi' })).statusCode).toBe(401);
    expect((await call('POST', url, driver.cookie, { text: 'Hi' })).statusCode).toBe(403);
    expect((await call('POST', url, cast.admin, { text: 'Hi' })).statusCode).toBe(403);
    const untouched = (await call('GET', '/api/restaurants/1/reviews?page=2')).json() as ReviewsPage;
    expect(untouched.reviews[0]?.reply).toBeNull();
  });
});

describe('the admins’ reviews', () => {
  it('hides and shows a review (audited once per change); the list keeps it, flagged', async () => {
    const target = written[1] as PublicReview;
    const url = `/api/admin/reviews/${target.id}`;
    for (let i = 0; i < 2; i += 1) {
      const res = await call('PATCH', url, cast.admin, { hidden: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        id: target.id,
        hidden: true,
        restaurantName: 'Nonna Rosa Pizzeria',
      });
    }
    const all = (await call('GET', '/api/admin/reviews?page=2', cast.admin)).json() as ManagedReviewsPage;
    // The whole site's: ten visible reviews of 29 stars; eleven in the list.
    expect(all).toMatchObject({ page: 2, total: REVIEWS, ratingCount: REVIEWS - 1, rating: '2.9' });
    expect(all.reviews.map((review) => [review.id, review.hidden])).toEqual([[written[0]?.id, false]]);
    const first = (await call('GET', '/api/admin/reviews', cast.admin)).json() as ManagedReviewsPage;
    expect(first.reviews.find((review) => review.id === target.id)?.hidden).toBe(true);
    const page = (await call('GET', '/api/restaurants/1/reviews?page=2')).json() as ReviewsPage;
    expect(page).toMatchObject({ total: REVIEWS - 1, reviews: [] });

    expect((await call('PATCH', url, cast.admin, { hidden: false })).json()).toMatchObject({ hidden: false });
    const trail = await t.database.handle.db
      .select({ action: auditLog.action, actorId: auditLog.actorId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'review'), eq(auditLog.targetId, target.id)))
      .orderBy(auditLog.id);
    expect(trail.map((entry) => entry.action)).toEqual(['review.hide', 'review.show']);
    expect(trail[0]?.details).toMatchObject({ actorName: 'Demo Admin', targetName: 'Nonna Rosa Pizzeria' });
  });

  it('refuses other roles, unknown reviews and bad bodies', async () => {
    const url = `/api/admin/reviews/${written[0]?.id}`;
    expect((await call('PATCH', url, undefined, { hidden: true })).statusCode).toBe(401);
    expect((await call('PATCH', url, kitchen.cookie, { hidden: true })).statusCode).toBe(403);
    expect((await call('PATCH', url, driver.cookie, { hidden: true })).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/reviews')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/reviews', kitchen.cookie)).statusCode).toBe(403);
    const unknown = await call('PATCH', '/api/admin/reviews/999999', cast.admin, { hidden: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: REVIEW_NOT_FOUND });
    const bad = await call('PATCH', url, cast.admin, { hidden: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['hidden']);
    expect((await call('PATCH', '/api/admin/reviews/0', cast.admin, { hidden: true })).statusCode).toBe(400);
    const audited = await t.database.handle.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'review'), eq(auditLog.targetId, written[0]?.id ?? 0)));
    expect(audited).toEqual([]);
  });
});
