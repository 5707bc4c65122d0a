import { count, sql } from 'drizzle-orm';
import { promotionFromOfferText } from '#domain/promotions/offer-text.ts';
import { hashPassword, type ScryptCost } from '../auth/password';
import { type Database, executeRows } from '../db/client';
import { admins, drivers, menuItems, promotions, rateCards, restaurants } from '../db/schema';
import { DEMO_DRIVERS, DEMO_RESTAURANTS } from './seed-data';
import { DEMO_PASSWORD_HASHES } from './seed-data/demo-password-hashes';
import { DEMO_RATE_CARDS } from './seed-data/rate-cards';
import { withOptionIds } from './seed-option-groups';

// Demo data for the embedded database: the marketplace is explorable right after `npm start`.
// These credentials are for local demos only and are listed in the README; production admins come
// from ADMIN_EMAIL/ADMIN_PASSWORD or `npm run admin:create`.
export const DEMO_ACCOUNTS = {
  admin: { name: 'Demo Admin', email: 'admin@demo.quickbite.app', password: 'admin-demo-2026' },
  restaurant: { email: 'restaurant@demo.quickbite.app', password: 'restaurant-demo-2026' },
  driver: { email: 'driver@demo.quickbite.app', password: 'driver-demo-2026' },
  /** Pending partners get a password too, so they can sign in once approved. */
  pendingPartnerPassword: 'pending-demo-2026',
} as const;

export interface SeedResult {
  seeded: boolean;
  restaurants: number;
  menuItems: number;
  drivers: number;
}

function passwordFor(email: string | null | undefined): string {
  if (email === DEMO_ACCOUNTS.restaurant.email) return DEMO_ACCOUNTS.restaurant.password;
  if (email === DEMO_ACCOUNTS.driver.email) return DEMO_ACCOUNTS.driver.password;
  return DEMO_ACCOUNTS.pendingPartnerPassword;
}

function committedHash(password: string): string {
  const hash = DEMO_PASSWORD_HASHES[password];
  if (hash === undefined)
    throw new Error('A demo password has no committed hash: see demo-password-hashes.ts');
  return hash;
}

/** Hashes each distinct demo password at `cost`, side by side (libuv's threads), outside any transaction. */
async function hashDemoPasswords(cost: ScryptCost): Promise<(password: string) => string> {
  const passwords = [
    ...new Set([
      ...DEMO_RESTAURANTS.map((r) => passwordFor(r.email)),
      ...DEMO_DRIVERS.map((d) => passwordFor(d.email)),
      DEMO_ACCOUNTS.admin.password,
    ]),
  ];
  const hashed = await Promise.all(passwords.map((password) => hashPassword(password, cost)));
  const byPassword = new Map(passwords.map((password, index) => [password, hashed[index]!]));
  return (password) => byPassword.get(password)!;
}

const NOT_SEEDED: SeedResult = { seeded: false, restaurants: 0, menuItems: 0, drivers: 0 };

async function hasRestaurants(db: Database): Promise<boolean> {
  const [row] = await executeRows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from restaurants) as any`,
  );
  return row?.any === true;
}

/**
 * Seeds only an empty marketplace (no restaurants yet), in one transaction: running it twice is
 * harmless. With a `cost` (tests) the demo passwords are hashed at it; otherwise their committed
 * hashes are used (seed-data/demo-password-hashes.ts).
 */
export async function seedDemoData(db: Database, cost?: ScryptCost): Promise<SeedResult> {
  // One query on every start: a marketplace with restaurants is never seeded.
  if (await hasRestaurants(db)) return NOT_SEEDED;
  const hashOf = cost ? await hashDemoPasswords(cost) : committedHash;

  return db.transaction(async (tx) => {
    // Serialises concurrent seeders (several instances starting on one PostgreSQL).
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
    const [existing] = await tx.select({ n: count() }).from(restaurants);
    if ((existing?.n ?? 0) > 0) return NOT_SEEDED;

    let itemCount = 0;
    for (const { menu, offer, ...restaurant } of DEMO_RESTAURANTS) {
      const [row] = await tx
        .insert(restaurants)
        .values({ ...restaurant, password: hashOf(passwordFor(restaurant.email)) })
        .returning({ id: restaurants.id });
      // The demo's offers are real promotions, as upgrading makes of every restaurant's offer text.
      if (offer)
        await tx.insert(promotions).values({ ...promotionFromOfferText(offer), restaurantId: row!.id });
      if (menu.length > 0) {
        const items = await withOptionIds(tx, menu);
        await tx.insert(menuItems).values(items.map((item) => ({ ...item, restaurantId: row!.id })));
        itemCount += menu.length;
      }
    }
    await tx
      .insert(rateCards)
      .values([...DEMO_RATE_CARDS])
      .onConflictDoNothing();
    for (const driver of DEMO_DRIVERS) {
      await tx.insert(drivers).values({ ...driver, password: hashOf(passwordFor(driver.email)) });
    }
    await tx
      .insert(admins)
      .values({ ...DEMO_ACCOUNTS.admin, password: hashOf(DEMO_ACCOUNTS.admin.password) })
      .onConflictDoNothing();
    return {
      seeded: true,
      restaurants: DEMO_RESTAURANTS.length,
      menuItems: itemCount,
      drivers: DEMO_DRIVERS.length,
    };
  });
}
