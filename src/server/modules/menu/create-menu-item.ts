import type { MenuItem } from '#domain/catalogue/responses.ts';
import type { MenuItemData } from '#domain/menu/requests.ts';
import { restaurantCurrency } from '#domain/shared/currency.ts';
import { mayActForRestaurant } from '#server/auth/restaurant-scope.ts';
import type { SessionSubject } from '#server/auth/session-store.ts';
import { AppError } from '#server/http/app-error.ts';
import type { MenuRepo } from './menu.repo';
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
  return writeMenuChange(deps, restaurantId, (tx) => deps.repo.insertItem(restaurantId, item, currency, tx));
}
