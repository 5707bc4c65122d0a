import { and, eq } from 'drizzle-orm';
import type { MenuItem } from '#domain/catalogue/responses.ts';
import type { MenuItemData, MenuItemUpdate } from '#domain/menu/requests.ts';
import type { Database, DbOrTx } from '#server/db/client.ts';
import { menuItemColumns } from '#server/db/menu-item-columns.ts';
import { menuItemInCurrency } from '#server/db/priced-rows.ts';
import { menuItems, restaurants } from '#server/db/schema.ts';

// The SQL of menu management. Every write takes the caller's transaction: the item and its live
// event commit together.

export function createMenuRepo(db: Database) {
  return {
    /** Which restaurant an item belongs to, and its country; null when there is no such item. */
    async findItemOwner(id: number): Promise<{ restaurantId: number; country: string } | null> {
      const [row] = await db
        .select({ restaurantId: menuItems.restaurantId, country: restaurants.country })
        .from(menuItems)
        .innerJoin(restaurants, eq(restaurants.id, menuItems.restaurantId))
        .where(eq(menuItems.id, id));
      return row ?? null;
    },

    /** The restaurant's country (its menu is priced in that country's currency); null when none. */
    async restaurantCountry(id: number): Promise<string | null> {
      const [row] = await db
        .select({ country: restaurants.country })
        .from(restaurants)
        .where(eq(restaurants.id, id));
      return row?.country ?? null;
    },

    async insertItem(
      restaurantId: number,
      item: MenuItemData,
      currency: string,
      tx: DbOrTx = db,
    ): Promise<MenuItem> {
      const [row] = await tx
        .insert(menuItems)
        .values({
          restaurantId,
          name: item.name,
          description: item.description ?? null,
          price: item.price,
          category: item.category,
          imageUrl: item.imageUrl ?? null,
          isAvailable: item.isAvailable,
        })
        .returning(menuItemColumns);
      if (!row) throw new Error('The menu item insert returned no row');
      return menuItemInCurrency(row, currency);
    },

    /** Applies the fields present in `patch`; null when the item is gone (or not this restaurant's). */
    async updateItem(
      id: number,
      restaurantId: number,
      patch: MenuItemUpdate,
      currency: string,
      tx: DbOrTx = db,
    ): Promise<MenuItem | null> {
      const set: Partial<typeof menuItems.$inferInsert> = {};
      if (patch.name !== undefined) set.name = patch.name;
      if (patch.description !== undefined) set.description = patch.description;
      if (patch.price !== undefined) set.price = patch.price;
      if (patch.category !== undefined) set.category = patch.category;
      if (patch.imageUrl !== undefined) set.imageUrl = patch.imageUrl;
      if (patch.isAvailable !== undefined) set.isAvailable = patch.isAvailable;
      const [row] = await tx
        .update(menuItems)
        .set(set)
        .where(and(eq(menuItems.id, id), eq(menuItems.restaurantId, restaurantId)))
        .returning(menuItemColumns);
      return row ? menuItemInCurrency(row, currency) : null;
    },

    /** Deletes the item; past orders keep their lines (orders store a copy of each line). */
    async deleteItem(id: number, restaurantId: number, tx: DbOrTx = db): Promise<boolean> {
      const deleted = await tx
        .delete(menuItems)
        .where(and(eq(menuItems.id, id), eq(menuItems.restaurantId, restaurantId)))
        .returning({ id: menuItems.id });
      return deleted.length > 0;
    },
  };
}

export type MenuRepo = ReturnType<typeof createMenuRepo>;
