import { eq } from 'drizzle-orm';
import type { DriverProfile, RestaurantProfile } from '../../../domain/accounts';
import { driverAccountColumns, restaurantAccountColumns, withIsoCreatedAt } from '../../db/account-columns';
import type { Database } from '../../db/client';
import { drivers, restaurants } from '../../db/schema';

// A signed-in partner's own account. Column lists are explicit: no password hash or bank number.

export function createPartnerRepo(db: Database) {
  return {
    async driverProfile(id: number): Promise<DriverProfile | null> {
      const [row] = await db.select(driverAccountColumns).from(drivers).where(eq(drivers.id, id));
      return row ? { type: 'driver', ...withIsoCreatedAt(row) } : null;
    },

    async restaurantProfile(id: number): Promise<RestaurantProfile | null> {
      const [row] = await db
        .select({
          ...restaurantAccountColumns,
          address: restaurants.address,
          deliveryTime: restaurants.deliveryTime,
          deliveryFee: restaurants.deliveryFee,
          minOrder: restaurants.minOrder,
          rating: restaurants.rating,
          isOpen: restaurants.isOpen,
          imageUrl: restaurants.imageUrl,
          description: restaurants.description,
          mondayHours: restaurants.mondayHours,
          tuesdayHours: restaurants.tuesdayHours,
          wednesdayHours: restaurants.wednesdayHours,
          thursdayHours: restaurants.thursdayHours,
          fridayHours: restaurants.fridayHours,
          saturdayHours: restaurants.saturdayHours,
          sundayHours: restaurants.sundayHours,
        })
        .from(restaurants)
        .where(eq(restaurants.id, id));
      return row ? { type: 'restaurant', ...withIsoCreatedAt(row) } : null;
    },
  };
}

export type PartnerRepo = ReturnType<typeof createPartnerRepo>;
