import { and, asc, eq, sql } from 'drizzle-orm';
import type { Restaurant } from '#domain/catalogue/responses.ts';
import { openingHoursColumns, withIsoCreatedAt } from '#server/db/account-columns.ts';
import type { Database } from '#server/db/client.ts';
import { menuItemColumns } from '#server/db/menu-item-columns.ts';
import { menuItemInCurrency, withRestaurantCurrency } from '#server/db/priced-rows.ts';
import { menuItems, restaurants } from '#server/db/schema.ts';

/** A restaurant as stored: the answer without what is computed at read time (opening-now.ts). */
export type StoredRestaurant = Omit<Restaurant, 'openNow' | 'opensAt' | 'opensAtLocal'>;

// The customer-facing view of a restaurant: an explicit column list, so credentials, bank and
// business details can never leak into a public response by accident.
export const publicRestaurantColumns = {
  id: restaurants.id,
  name: restaurants.name,
  cuisine: restaurants.cuisine,
  rating: restaurants.rating,
  ratingCount: restaurants.ratingCount,
  deliveryTime: restaurants.deliveryTime,
  deliveryFee: restaurants.deliveryFee,
  imageUrl: restaurants.imageUrl,
  description: restaurants.description,
  address: restaurants.address,
  latitude: restaurants.latitude,
  longitude: restaurants.longitude,
  deliveryRadiusKm: restaurants.deliveryRadiusKm,
  country: restaurants.country,
  city: restaurants.city,
  isOpen: restaurants.isOpen,
  minOrder: restaurants.minOrder,
  taxRate: restaurants.taxRate,
  pricesIncludeTax: restaurants.pricesIncludeTax,
  // The badge: the running automatic promotion (no code needed) that came first, or none. The outer
  // table is named in full: drizzle writes a lone table's columns unqualified.
  offer: sql<string | null>`(select p.title from promotions p
    where p.restaurant_id = "restaurants"."id" and p.is_active and p.code is null
      and (p.starts_at is null or p.starts_at <= now()) and (p.ends_at is null or p.ends_at > now())
    order by p.id limit 1)`,
  phone: restaurants.phone,
  ...openingHoursColumns,
  timeZone: restaurants.timeZone,
  createdAt: restaurants.createdAt,
};

export function createCatalogueRepo(db: Database) {
  return {
    async listApprovedRestaurants(country?: string): Promise<StoredRestaurant[]> {
      const approved = eq(restaurants.isApproved, true);
      const rows = await db
        .select(publicRestaurantColumns)
        .from(restaurants)
        .where(country ? and(approved, eq(restaurants.country, country)) : approved)
        .orderBy(asc(restaurants.id));
      return rows.map((row) => withRestaurantCurrency(withIsoCreatedAt(row)));
    },

    async findApprovedRestaurant(id: number): Promise<StoredRestaurant | undefined> {
      const [row] = await db
        .select(publicRestaurantColumns)
        .from(restaurants)
        .where(and(eq(restaurants.id, id), eq(restaurants.isApproved, true)))
        .limit(1);
      return row && withRestaurantCurrency(withIsoCreatedAt(row));
    },

    /** The menu in the restaurant's currency (the caller has found the restaurant). */
    async listMenu(restaurantId: number, currency: string) {
      const rows = await db
        .select(menuItemColumns)
        .from(menuItems)
        .where(eq(menuItems.restaurantId, restaurantId))
        .orderBy(asc(menuItems.id));
      return rows.map((row) => menuItemInCurrency(row, currency));
    },
  };
}

export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;
