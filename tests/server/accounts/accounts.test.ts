import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '#server/auth/ensure-admin.ts';
import { hashPassword, verifyPassword } from '#server/auth/password.ts';
import { admins, drivers, menuItems, restaurants } from '#server/db/schema.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '#server/demo-seed/seed.ts';
import { FAST_TEST_HASH_COST, openTestDatabase, type TestDatabase } from '../../support/test-app';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('password hashing', () => {
  it('verifies the right password only, and salts every hash', async () => {
    const a = await hashPassword('correct horse', FAST_TEST_HASH_COST);
    const b = await hashPassword('correct horse', FAST_TEST_HASH_COST);
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct horse');
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsE', a)).toBe(false);
  });

  it('rejects malformed stored values instead of throwing', async () => {
    for (const stored of ['', 'plain-text', 'scrypt$x$8$1$salt$hash', 'bcrypt$1$2$3$4$5']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});

describe('demo seed', () => {
  it('seeds an empty database once, with hashed passwords for the demo accounts', async () => {
    const { db } = database.handle;
    const first = await seedDemoData(db, FAST_TEST_HASH_COST);
    expect(first).toMatchObject({ seeded: true });
    const second = await seedDemoData(db, FAST_TEST_HASH_COST);
    expect(second.seeded).toBe(false);
    const [r] = await db.select({ n: count() }).from(restaurants);
    const [m] = await db.select({ n: count() }).from(menuItems);
    expect(r!.n).toBe(first.restaurants);
    expect(m!.n).toBe(first.menuItems);

    const [restaurant] = await db.select().from(restaurants).where(eq(restaurants.id, 1));
    expect(restaurant!.email).toBe(DEMO_ACCOUNTS.restaurant.email);
    expect(await verifyPassword(DEMO_ACCOUNTS.restaurant.password, restaurant!.password!)).toBe(true);
    const [driver] = await db.select().from(drivers).where(eq(drivers.email, DEMO_ACCOUNTS.driver.email));
    expect(driver!.isApproved).toBe(true);
    expect(await verifyPassword(DEMO_ACCOUNTS.driver.password, driver!.password)).toBe(true);
    const pendingDrivers = await db.select().from(drivers).where(eq(drivers.isApproved, false));
    expect(pendingDrivers.length).toBe(1);
  });
});

describe('ensureAdmin', () => {
  it('creates an admin once, matching emails without regard to case', async () => {
    const { db } = database.handle;
    expect(await ensureAdmin(db, { email: 'Ops@Example.com', password: 'a-long-enough-password' })).toEqual({
      created: true,
    });
    expect(await ensureAdmin(db, { email: 'ops@example.com', password: 'another-password-1' })).toEqual({
      created: false,
    });
    const rows = await db.select().from(admins).where(eq(admins.email, 'Ops@Example.com'));
    expect(rows).toHaveLength(1);
    expect(await verifyPassword('a-long-enough-password', rows[0]!.password)).toBe(true);
  });
});
