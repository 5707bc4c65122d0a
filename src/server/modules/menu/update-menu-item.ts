import type { MenuItem } from '#domain/catalogue/responses.ts';
import type { MenuItemUpdate } from '#domain/menu/requests.ts';
import { restaurantCurrency } from '#domain/shared/currency.ts';
import { mayActForRestaurant } from '#server/auth/restaurant-scope.ts';
import type { SessionSubject } from '#server/auth/session-store.ts';
import { AppError } from '#server/http/app-error.ts';
import type { MenuRepo } from './menu.repo';
import { assertOptionGroupsFit, toStoredOptionGroups } from './option-group-ids';
import { assertPriceFitsCurrency } from './price-in-currency';
import { type MenuWriteDependencies, writeMenuChange } from './publish-menu-change';

export const MENU_ITEM_NOT_FOUND = 'Menu item not found';

// PATCH /api/menu-items/{id}: any subset of the fields, or only isAvailable from the switch.

export async function updateMenuItem(
  deps: MenuWriteDependencies & { repo: MenuRepo },
  session: SessionSubject,
  itemId: number,
  patch: MenuItemUpdate,
): Promise<MenuItem> {
  const owner = await deps.repo.findItemOwner(itemId);
  if (!owner || !mayActForRestaurant(session, owner.restaurantId))
    throw AppError.notFound(MENU_ITEM_NOT_FOUND);
  const currency = restaurantCurrency(owner.country);
  if (patch.price !== undefined) assertPriceFitsCurrency(patch.price, currency);
  if (patch.optionGroups !== undefined)
    assertOptionGroupsFit(patch.optionGroups, owner.optionGroups, currency);
  const updated = await writeMenuChange(deps, owner.restaurantId, async (tx) => {
    const groups =
      patch.optionGroups &&
      (await toStoredOptionGroups(patch.optionGroups, currency, (count) =>
        deps.repo.reserveOptionIds(count, tx),
      ));
    const row = await deps.repo.updateItem(itemId, owner.restaurantId, patch, groups, currency, tx);
    // Deleted between the look-up and the update: nothing to publish, roll back.
    if (!row) throw AppError.notFound(MENU_ITEM_NOT_FOUND);
    return row;
  });
  return updated;
}
