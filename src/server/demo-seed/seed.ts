import { count, sql } from 'drizzle-orm';
import { promotionFromOfferText } from '#domain/promotions/offer-text.ts';
import { hashPassword, type ScryptCost } from '../auth/password';
import type { Database } from '../db/client';
import { admins, drivers, menuItems, promotions, rateCards, restaurants } from '../db/schema';
import { DEMO_DRIVERS, DEMO_RESTAURANTS } from './seed-data';
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

/** Seeds only an empty marketplace (no restaurants yet), in one transaction: running it twice is harmless. */
export async function seedDemoData(db: Database, cost?: ScryptCost): Promise<SeedResult> {
  // Hash outside the transaction: it is slow on purpose and must not hold the database.
  const hashes = new Map<string, string>();
  for (const password of new Set([
    ...DEMO_RESTAURANTS.map((r) => passwordFor(r.email)),
    ...DEMO_DRIVERS.map((d) => passwordFor(d.email)),
    DEMO_ACCOUNTS.admin.password,
  ])) {
    hashes.set(password, await hashPassword(password, cost));
  }
  const hashOf = (password: string) => hashes.get(password)!;

  return db.transaction(async (tx) => {
    // Serialises concurrent seeders (several instances starting on one PostgreSQL).
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
    const [existing] = await tx.select({ n: count() }).from(restaurants);
    if ((existing?.n ?? 0) > 0) return { seeded: false, restaurants: 0, menuItems: 0, drivers: 0 };

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
