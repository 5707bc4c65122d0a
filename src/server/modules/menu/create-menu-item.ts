import type { MenuItem } from '#domain/catalogue/responses.ts';
import type { MenuItemData } from '#domain/menu/requests.ts';
import { restaurantCurrency } from '#domain/shared/currency.ts';
import { mayActForRestaurant } from '#server/auth/restaurant-scope.ts';
import type { SessionSubject } from '#server/auth/session-store.ts';
import { AppError } from '#server/http/app-error.ts';
import type { MenuRepo } from './menu.repo';
import { assertOptionGroupsFit, toStoredOptionGroups } from './option-group-ids';
import { assertPriceFitsCurrency } from './price-in-currency';
import { type MenuWriteDependencies, writeMenuChange } from './publish-menu-change';

// POST /api/restaurants/{id}/menu: the restaurant adds a dish to its own menu (or an admin to any).

export async function createMenuItem(
  deps: MenuWriteDependencies & { repo: MenuRepo },
  session: SessionSubject,
  restaurantId: number,
  item: MenuItemData,
): Promise<MenuItem> {
  const country = mayActForRestaurant(session, restaurantId)
    ? await deps.repo.restaurantCountry(restaurantId)
    : null;
  if (country === null) throw AppError.notFound('Restaurant not found');
  const currency = restaurantCurrency(country);
  assertPriceFitsCurrency(item.price, currency);
  const optionGroups = item.optionGroups ?? [];
  assertOptionGroupsFit(optionGroups, [], currency);
  return writeMenuChange(deps, restaurantId, async (tx) => {
    const groups = await toStoredOptionGroups(optionGroups, currency, (count) =>
      deps.repo.reserveOptionIds(count, tx),
    );
    return deps.repo.insertItem(restaurantId, item, groups, currency, tx);
  });
}
