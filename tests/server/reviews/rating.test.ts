import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicReview } from '#domain/reviews/responses.ts';
import {
  ALREADY_RATED,
  ALREADY_RATED_MESSAGE,
  NOT_DELIVERED,
  NOT_DELIVERED_MESSAGE,
  RATING_CLOSED,
  RATING_CLOSED_MESSAGE,
  REVIEW_COMMENT_MAX,
  STARS_MESSAGE,
} from '#domain/reviews/rules.ts';
import type { TrackedOrder } from '#domain/tracking/responses.ts';
import { orders, reviews } from '#server/db/schema.ts';
import { UNLIMITED_ENV } from '../../support/order-requests';
import { signInAs } from '../../support/sessions';
import { buildTestApp, type TestApp } from '../../support/test-app';
import {
  acceptedOrder,
  caller,
  deliveredOrder,
  demoKitchen,
  onlineDriver,
  type Partner,
  rate,
} from './review-support';

// Rating a delivered order with its tracking token (issue "After the order", item 3): only once it
// is delivered, once, within 14 days of delivery; stars 1-5 and a short comment; the review shows
// the customer's first name and initial and nothing else of the order.

let t: TestApp;
let kitchen: Partner;
let driver: Partner;

beforeAll(async () => {
  t = await buildTestApp({ env: UNLIMITED_ENV });
  const admin = await signInAs(t.app, 'admin');
  kitchen = await demoKitchen(t.app, 1);
  driver = await onlineDriver(t.app, admin);
});
afterAll(() => t.close());

const tracked = async (token: string) => {
  const res = await caller(t.app)('GET', `/api/orders/track/${token}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TrackedOrder;
};

const storedReviews = (orderId: number) =>
  t.database.handle.db.select().from(reviews).where(eq(reviews.orderId, orderId));

describe('POST /api/orders/track/{token}/rating', () => {
  it('refuses an order that is not delivered yet', async () => {
    const order = await acceptedOrder(t.app, kitchen);
    const res = await rate(t.app, order.trackingToken, { food: 5, delivery: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: NOT_DELIVERED, message: NOT_DELIVERED_MESSAGE });
    expect(await storedReviews(order.id)).toEqual([]);
  });

  it('rates a delivered order once: 201 with the review, then already rated; the tracker shows it', async () => {
    const order = await deliveredOrder(t.app, kitchen, driver, { customerName: 'Maria Garcia Lopez' });
    expect((await tracked(order.trackingToken)).rateableUntil).not.toBeNull();
    const res = await rate(t.app, order.trackingToken, {
      food: 4,
      delivery: 5,
      comment: '  Crispy crust, still hot.  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const review = res.json() as PublicReview;
    expect(review).toEqual({
      id: expect.any(Number),
      food: 4,
      delivery: 5,
      comment: 'Crispy crust, still hot.',
      reviewerName: 'Maria G.',
      createdAt: expect.any(String),
      reply: null,
    });
    const again = await rate(t.app, order.trackingToken, { food: 1, delivery: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: ALREADY_RATED, message: ALREADY_RATED_MESSAGE });
    const view = await tracked(order.trackingToken);
    expect(view.review).toEqual({
      food: 4,
      delivery: 5,
      comment: 'Crispy crust, still hot.',
      createdAt: review.createdAt,
    });
    expect(view.rateableUntil).toBeNull();
    const [stored] = await storedReviews(order.id);
    expect(stored).toMatchObject({ restaurantId: kitchen.id, driverId: driver.id, reviewerName: 'Maria G.' });
  });

  it('takes a blank comment as none', async () => {
    const order = await deliveredOrder(t.app, kitchen, driver);
    const res = await rate(t.app, order.trackingToken, { food: 3, delivery: 4, comment: '   ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ comment: null, reviewerName: 'Test C.' });
  });

  it('is open for 14 days after delivery and closed after', async () => {
    const db = t.database.handle.db;
    const daysBack = (orderId: number, days: number) =>
      db
        .update(orders)
        .set({ actualDeliveryTime: sql`now() - make_interval(days => ${days})` })
        .where(eq(orders.id, orderId));
    const late = await deliveredOrder(t.app, kitchen, driver);
    await daysBack(late.id, 15);
    const closed = await rate(t.app, late.trackingToken, { food: 5, delivery: 5 });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ code: RATING_CLOSED, message: RATING_CLOSED_MESSAGE });
    expect(await storedReviews(late.id)).toEqual([]);

    const inTime = await deliveredOrder(t.app, kitchen, driver);
    await daysBack(inTime.id, 13);
    expect((await rate(t.app, inTime.trackingToken, { food: 5, delivery: 5 })).statusCode).toBe(201);
  });

  it('answers 404 for a token no order has and 400 for one that cannot be a token', async () => {
    const unknown = await rate(t.app, 'A'.repeat(43), { food: 5, delivery: 5 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Order not found' });
    const malformed = await rate(t.app, 'not-a-token!', { food: 5, delivery: 5 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toHaveProperty('token');
  });

  it('refuses bad stars and comments with a 400 naming the field, and stores nothing', async () => {
    const order = await deliveredOrder(t.app, kitchen, driver);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ food: 0, delivery: 5 }, 'food', STARS_MESSAGE],
      [{ food: 6, delivery: 5 }, 'food', STARS_MESSAGE],
      [{ food: 4.5, delivery: 5 }, 'food', STARS_MESSAGE],
      [{ food: '5', delivery: 5 }, 'food', STARS_MESSAGE],
      [{ food: 5 }, 'delivery', STARS_MESSAGE],
      [{ food: 5, delivery: null }, 'delivery', STARS_MESSAGE],
      [
        { food: 5, delivery: 5, comment: 'x'.repeat(REVIEW_COMMENT_MAX + 1) },
        'comment',
        `${REVIEW_COMMENT_MAX}`,
      ],
      [{ food: 5, delivery: 5, comment: 42 }, 'comment', ''],
    ];
    for (const [body, field, message] of cases) {
      const res = await rate(t.app, order.trackingToken, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const fields = res.json().fields as Record<string, string>;
      expect(Object.keys(fields), JSON.stringify(body)).toEqual([field]);
      expect(fields[field]).toContain(message);
    }
    const unknownKey = await rate(t.app, order.trackingToken, { food: 5, delivery: 5, driverId: 1 });
    expect(unknownKey.statusCode).toBe(400);
    expect(await storedReviews(order.id)).toEqual([]);
    expect((await rate(t.app, order.trackingToken, { food: 5, delivery: 5 })).statusCode).toBe(201);
  });

  it('shows no phone, address, surname or order id in the review, its page or its list', async () => {
    const order = await deliveredOrder(t.app, kitchen, driver, {
      customerName: 'Anneliese Wojciechowska',
      customerAddress: '77 Larkspur Lane, Toronto',
    });
    const rated = await rate(t.app, order.trackingToken, { food: 5, delivery: 4, comment: 'Lovely.' });
    expect(rated.statusCode, rated.body).toBe(201);
    const page = await caller(t.app)('GET', `/api/restaurants/${kitchen.id}/reviews`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('Anneliese W.');
    const digits = order.customerPhone.replace(/\D/g, '');
    for (const text of [rated.body, page.body]) {
      expect(text).not.toContain('Wojciechowska');
      expect(text).not.toContain('Larkspur');
      expect(text).not.toContain(digits);
      expect(text).not.toContain(order.customerPhone);
      expect(text).not.toContain('orderId');
      expect(text).not.toContain(order.trackingToken);
    }
  });
});
