import { eq } from 'drizzle-orm';
import type { RestaurantProfileUpdate } from '#domain/partners/requests.ts';
import type { DriverProfile, RestaurantProfile } from '#domain/partners/responses.ts';
import {
  driverAccountColumns,
  openingHoursColumns,
  restaurantAccountColumns,
  withIsoCreatedAt,
} from '#server/db/account-columns.ts';
import type { Database, DbOrTx } from '#server/db/client.ts';
import { withRestaurantCurrency } from '#server/db/priced-rows.ts';
import { drivers, restaurants } from '#server/db/schema.ts';

// A signed-in partner's own account. Column lists are explicit: no password hash or bank number.

export function createProfileRepo(db: Database) {
  return {
    async driverProfile(id: number): Promise<DriverProfile | null> {
      const [row] = await db.select(driverAccountColumns).from(drivers).where(eq(drivers.id, id));
      return row ? { type: 'driver', ...withIsoCreatedAt(row) } : null;
    },

    async restaurantProfile(id: number, tx: DbOrTx = db): Promise<RestaurantProfile | null> {
      const [row] = await tx
        .select({
          ...restaurantAccountColumns,
          address: restaurants.address,
          deliveryTime: restaurants.deliveryTime,
          deliveryFee: restaurants.deliveryFee,
          minOrder: restaurants.minOrder,
          taxRate: restaurants.taxRate,
          pricesIncludeTax: restaurants.pricesIncludeTax,
          deliveryRadiusKm: restaurants.deliveryRadiusKm,
          rating: restaurants.rating,
          ratingCount: restaurants.ratingCount,
          isOpen: restaurants.isOpen,
          imageUrl: restaurants.imageUrl,
          description: restaurants.description,
          ...openingHoursColumns,
          timeZone: restaurants.timeZone,
          prepLeadMinutes: restaurants.prepLeadMinutes,
        })
        .from(restaurants)
        .where(eq(restaurants.id, id));
      return row ? { type: 'restaurant', ...withRestaurantCurrency(withIsoCreatedAt(row)) } : null;
    },

    /** Writes the fields present in `patch` (undefined leaves a column as it is). False when gone. */
    async updateRestaurantProfile(id: number, patch: RestaurantProfileUpdate, tx: DbOrTx = db) {
      const set = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      const updated = await tx
        .update(restaurants)
        .set(set)
        .where(eq(restaurants.id, id))
        .returning({ id: restaurants.id });
      return updated.length > 0;
    },
  };
}

export type ProfileRepo = ReturnType<typeof createProfileRepo>;
