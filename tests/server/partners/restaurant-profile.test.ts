import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_RADIUS_RANGE, DELIVERY_RADIUS_WHOLE } from '#domain/ordering/messages.ts';
import { restaurants } from '#server/db/schema.ts';
import { signInAs } from '../../support/sessions';
import { buildTestApp, type TestApp } from '../../support/test-app';

// The restaurant's delivery radius on its own account: read with GET /api/partner/profile, set
// from Settings with PATCH /api/restaurant/profile (whole km, 1 to 50), and seen by customers at once.

let t: TestApp;
let restaurant: string;
beforeAll(async () => {
  t = await buildTestApp();
  restaurant = await signInAs(t.app, 'restaurant');
});
afterAll(() => t.close());

const profile = () =>
  t.app.inject({ method: 'GET', url: '/api/partner/profile', headers: { cookie: restaurant } });

const patch = (payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/restaurant/profile', headers: { cookie: restaurant }, payload });

const storedRadius = async () => {
  const [row] = await t.database.handle.db
    .select({ km: restaurants.deliveryRadiusKm })
    .from(restaurants)
    .where(eq(restaurants.id, 1));
  return row?.km;
};

describe("a restaurant's delivery radius", () => {
  it('is on its profile: 8 km for the demo restaurant', async () => {
    const res = await profile();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ type: 'restaurant', id: 1, deliveryRadiusKm: 8 });
  });

  it('changes from Settings, alone or with other fields, and customers see it at once', async () => {
    // Read first, so a stale cached answer would show.
    expect((await t.app.inject('/api/restaurants/1')).json()).toMatchObject({ deliveryRadiusKm: 8 });
    const res = await patch({ deliveryRadiusKm: 15 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ deliveryRadiusKm: 15 });
    expect(await storedRadius()).toBe(15);
    expect((await profile()).json()).toMatchObject({ deliveryRadiusKm: 15 });
    expect((await t.app.inject('/api/restaurants/1')).json()).toMatchObject({ deliveryRadiusKm: 15 });
    const list = (await t.app.inject('/api/restaurants?country=Canada')).json() as Array<{
      id: number;
      deliveryRadiusKm: number;
    }>;
    expect(list.find((entry) => entry.id === 1)?.deliveryRadiusKm).toBe(15);

    const both = await patch({ deliveryRadiusKm: '5', deliveryFee: '3.99' });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json()).toMatchObject({ deliveryRadiusKm: 5, deliveryFee: '3.99' });
    // A patch without it leaves it as it is.
    expect((await patch({ isOpen: true })).json()).toMatchObject({ deliveryRadiusKm: 5 });

    expect((await patch({ deliveryRadiusKm: 8, deliveryFee: '2.99' })).statusCode).toBe(200);
    expect(await storedRadius()).toBe(8);
  });

  it.each([
    [0, DELIVERY_RADIUS_RANGE],
    [51, DELIVERY_RADIUS_RANGE],
    [-3, DELIVERY_RADIUS_RANGE],
    ['', DELIVERY_RADIUS_RANGE],
    [7.5, DELIVERY_RADIUS_WHOLE],
    ['ten', DELIVERY_RADIUS_WHOLE],
    [null, DELIVERY_RADIUS_WHOLE],
    [true, DELIVERY_RADIUS_WHOLE],
  ])('refuses %j with a 400 naming the field, changing nothing', async (deliveryRadiusKm, message) => {
    const res = await patch({ deliveryRadiusKm });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', fields: { deliveryRadiusKm: message } });
    expect(await storedRadius()).toBe(8);
  });

  it('is only the restaurant’s to change', async () => {
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/restaurant/profile',
          payload: { deliveryRadiusKm: 20 },
        })
      ).statusCode,
    ).toBe(401);
    const driver = await signInAs(t.app, 'driver');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/restaurant/profile',
      headers: { cookie: driver },
      payload: { deliveryRadiusKm: 20 },
    });
    expect(res.statusCode).toBe(403);
    expect(await storedRadius()).toBe(8);
  });
});
