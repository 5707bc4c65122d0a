import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SECRET_KEYS = [
  'password',
  'bankAccountNumber',
  'bankRoutingNumber',
  'bankName',
  'bankAccountHolder',
  'taxId',
  'businessLicense',
  'email',
  'ownerEmail',
  'ownerPhone',
];

function expectNoSecrets(body: string) {
  for (const key of SECRET_KEYS) expect(body).not.toContain(`"${key}"`);
  expect(body).not.toContain('scrypt$');
}

describe('GET /api/restaurants', () => {
  it('lists approved restaurants only, with the spec field names and decimal strings', async () => {
    const res = await t.app.inject('/api/restaurants');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<Record<string, unknown>>;
    expect(list.length).toBeGreaterThanOrEqual(12);
    const pending = await t.database.handle.db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(restaurants.isApproved, false));
    expect(pending.length).toBeGreaterThan(0);
    const listedIds = new Set(list.map((r) => r.id));
    for (const { id } of pending) expect(listedIds.has(id)).toBe(false);
    const first = list[0]!;
    expect(first).toMatchObject({ id: 1, isOpen: expect.any(Boolean) });
    expect(first.deliveryFee).toMatch(/^\d+\.\d{2}$/);
    expect(first.rating).toMatch(/^\d\.\d$/);
    // Ratings come from reviews only: the fresh demo has none, so each restaurant is "New".
    expect(list.map((r) => [r.rating, r.ratingCount])).toEqual(list.map(() => ['0.0', 0]));
    for (const key of [
      'name',
      'cuisine',
      'deliveryTime',
      'imageUrl',
      'description',
      'latitude',
      'longitude',
      'country',
      'city',
      'minOrder',
      'offer',
    ]) {
      expect(first).toHaveProperty(key);
    }
    expectNoSecrets(res.body);
  });

  it('gives every restaurant its delivery radius in whole km (the demo ones deliver within 8 km)', async () => {
    const list = (await t.app.inject('/api/restaurants')).json() as Array<{ deliveryRadiusKm: unknown }>;
    expect(list.length).toBeGreaterThan(0);
    for (const restaurant of list) expect(restaurant.deliveryRadiusKm).toBe(8);
  });

  it('makes every home category filter non-empty for Canada', async () => {
    const res = await t.app.inject('/api/restaurants?country=Canada');
    const list = res.json() as Array<{ cuisine: string; country: string }>;
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.every((r) => r.country === 'Canada')).toBe(true);
    for (const category of ['pizza', 'burgers', 'sushi', 'mexican', 'healthy', 'desserts']) {
      expect(
        list.some((r) => r.cuisine.toLowerCase().includes(category)),
        category,
      ).toBe(true);
    }
  });

  it('filters by country and answers an empty list for a country without restaurants', async () => {
    const japan = (await t.app.inject('/api/restaurants?country=Japan')).json() as Array<{ country: string }>;
    expect(japan.length).toBeGreaterThan(0);
    expect(japan.every((r) => r.country === 'Japan')).toBe(true);
    const none = await t.app.inject('/api/restaurants?country=Fiji');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
  });

  it('rejects an over-long country filter with a 400 naming the field', async () => {
    const res = await t.app.inject(`/api/restaurants?country=${'x'.repeat(200)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', fields: { country: expect.any(String) } });
  });
});

describe('GET /api/restaurants/{id}', () => {
  it('returns one restaurant', async () => {
    const res = await t.app.inject('/api/restaurants/1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 1, name: expect.any(String), deliveryRadiusKm: 8 });
    expectNoSecrets(res.body);
  });

  it.each(['abc', '1.5', '-1', '0', '123456789012345678901234567890', '1e3', '%20'])(
    'answers 400 for the malformed id %s',
    async (id) => {
      const res = await t.app.inject(`/api/restaurants/${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_input', fields: { id: expect.any(String) } });
    },
  );

  it('answers 404 for an unknown id', async () => {
    const res = await t.app.inject('/api/restaurants/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Restaurant not found', code: 'not_found' });
  });

  it('hides a restaurant that is not approved yet', async () => {
    const [pending] = await t.database.handle.db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(restaurants.isApproved, false));
    const res = await t.app.inject(`/api/restaurants/${pending!.id}`);
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject(`/api/restaurants/${pending!.id}/menu`)).statusCode).toBe(404);
  });
});

describe('GET /api/restaurants/{id}/menu', () => {
  it('returns the menu items with prices as decimal strings, including unavailable ones', async () => {
    const res = await t.app.inject('/api/restaurants/1/menu');
    expect(res.statusCode).toBe(200);
    const items = res.json() as Array<Record<string, unknown>>;
    expect(items.length).toBeGreaterThanOrEqual(6);
    for (const item of items) {
      expect(item).toMatchObject({
        id: expect.any(Number),
        restaurantId: 1,
        name: expect.any(String),
        price: expect.stringMatching(/^\d+\.\d{2}$/),
        category: expect.any(String),
        isAvailable: expect.any(Boolean),
      });
      expect(['Appetizers', 'Main Course', 'Pizza', 'Pasta', 'Desserts', 'Beverages']).toContain(
        item.category,
      );
    }
    expect(items.some((i) => i.isAvailable === false)).toBe(true);
  });

  it('answers 400 for a malformed id and 404 for an unknown restaurant', async () => {
    expect((await t.app.inject('/api/restaurants/abc/menu')).statusCode).toBe(400);
    expect((await t.app.inject('/api/restaurants/424242/menu')).statusCode).toBe(404);
  });

  it('gives every approved restaurant at least six items across several categories', async () => {
    const list = (await t.app.inject('/api/restaurants')).json() as Array<{
      id: number;
      offer: string | null;
    }>;
    expect(list.filter((r) => r.offer).length).toBeGreaterThanOrEqual(1);
    for (const { id } of list) {
      const items = (await t.app.inject(`/api/restaurants/${id}/menu`)).json() as Array<{ category: string }>;
      expect(items.length, `restaurant ${id}`).toBeGreaterThanOrEqual(6);
      expect(new Set(items.map((i) => i.category)).size, `restaurant ${id}`).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('catalogue cache in the app', () => {
  it('shows a change once the cache is invalidated', async () => {
    const read = async () =>
      ((await t.app.inject('/api/restaurants/2')).json() as { description: string | null }).description;
    const before = await read();
    await t.database.handle.db
      .update(restaurants)
      .set({ description: 'Free dessert tonight' })
      .where(eq(restaurants.id, 2));
    expect(await read()).toBe(before);
    t.app.catalogueCache.invalidate();
    expect(await read()).toBe('Free dessert tonight');
  });
});
