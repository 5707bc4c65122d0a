import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { drivers, restaurants } from '../../db/schema';

// A signed-in partner's own account. Column lists are explicit: no password hash or bank number.

export function createPartnerRepo(db: Database) {
  return {
    async driverProfile(id: number) {
      const [row] = await db
        .select({
          id: drivers.id,
          name: drivers.name,
          email: drivers.email,
          phone: drivers.phone,
          vehicleType: drivers.vehicleType,
          vehicleNumber: drivers.vehicleNumber,
          licenseNumber: drivers.licenseNumber,
          city: drivers.city,
          country: drivers.country,
          isOnline: drivers.isOnline,
          rating: drivers.rating,
          totalDeliveries: drivers.totalDeliveries,
          createdAt: drivers.createdAt,
        })
        .from(drivers)
        .where(eq(drivers.id, id));
      return row ?? null;
    },

    async restaurantProfile(id: number) {
      const [row] = await db
        .select({
          id: restaurants.id,
          name: restaurants.name,
          cuisine: restaurants.cuisine,
          email: restaurants.email,
          phone: restaurants.phone,
          address: restaurants.address,
          city: restaurants.city,
          country: restaurants.country,
          deliveryTime: restaurants.deliveryTime,
          deliveryFee: restaurants.deliveryFee,
          minOrder: restaurants.minOrder,
          rating: restaurants.rating,
          isOpen: restaurants.isOpen,
          imageUrl: restaurants.imageUrl,
          createdAt: restaurants.createdAt,
        })
        .from(restaurants)
        .where(eq(restaurants.id, id));
      return row ?? null;
    },
  };
}

export type PartnerRepo = ReturnType<typeof createPartnerRepo>;
