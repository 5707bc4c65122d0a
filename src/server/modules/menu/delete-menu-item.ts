import { mayActForRestaurant } from '#server/auth/restaurant-scope.ts';
import type { SessionSubject } from '#server/auth/session-store.ts';
import { AppError } from '#server/http/app-error.ts';
import type { MenuRepo } from './menu.repo';
import { type MenuWriteDependencies, writeMenuChange } from './publish-menu-change';
import { MENU_ITEM_NOT_FOUND } from './update-menu-item';

// DELETE /api/menu-items/{id}: the dish leaves the menu; orders already placed keep their lines,
// which are stored with the order.

export async function deleteMenuItem(
  deps: MenuWriteDependencies & { repo: MenuRepo },
  session: SessionSubject,
  itemId: number,
): Promise<void> {
  const owner = await deps.repo.findItemOwner(itemId);
  if (!owner || !mayActForRestaurant(session, owner.restaurantId))
    throw AppError.notFound(MENU_ITEM_NOT_FOUND);
  await writeMenuChange(deps, owner.restaurantId, async (tx) => {
    if (!(await deps.repo.deleteItem(itemId, owner.restaurantId, tx)))
      throw AppError.notFound(MENU_ITEM_NOT_FOUND);
  });
}
