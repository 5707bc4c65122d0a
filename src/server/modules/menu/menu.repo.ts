import { and, eq, sql } from 'drizzle-orm';
import type { MenuItem } from '#domain/catalogue/responses.ts';
import type { MenuItemData, MenuItemUpdate } from '#domain/menu/requests.ts';
import { type Database, type DbOrTx, executeRows } from '#server/db/client.ts';
import { menuItemColumns } from '#server/db/menu-item-columns.ts';
import { menuItemInCurrency } from '#server/db/priced-rows.ts';
import { menuItems, restaurants, type StoredOptionGroup } from '#server/db/schema.ts';

// The SQL of menu management. Every write takes the caller's transaction: the item and its live
// event commit together.

export function createMenuRepo(db: Database) {
  return {
    /** Which restaurant an item belongs to, its country and its option groups; null when there is no such item. */
    async findItemOwner(
      id: number,
    ): Promise<{ restaurantId: number; country: string; optionGroups: StoredOptionGroup[] } | null> {
      const [row] = await db
        .select({
          restaurantId: menuItems.restaurantId,
          country: restaurants.country,
          optionGroups: menuItems.optionGroups,
        })
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

    /** `count` fresh ids for option groups and options, from their one sequence. */
    async reserveOptionIds(count: number, tx: DbOrTx = db): Promise<number[]> {
      const rows = await executeRows<{ id: number }>(
        tx,
        sql`select nextval('menu_option_ids')::int as id from generate_series(1, ${count}::int)`,
      );
      return rows.map((row) => row.id);
    },

    async insertItem(
      restaurantId: number,
      item: MenuItemData,
      optionGroups: StoredOptionGroup[],
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
          optionGroups,
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
      optionGroups: StoredOptionGroup[] | undefined,
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
      if (optionGroups !== undefined) set.optionGroups = optionGroups;
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
