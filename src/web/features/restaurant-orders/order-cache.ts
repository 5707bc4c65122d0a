import {
  type RestaurantOrder,
  type RestaurantOrderFilter,
  type RestaurantOrderPage,
  STATUSES_BY_FILTER,
} from '#domain/restaurant-orders/responses.ts';
import { withAnswer } from '#web/lib/versioned-list.ts';

/**
 * A tab's cached page after an action answered with `order`: the order leaves the tabs whose
 * statuses it no longer has and joins (newest first) the ones it now belongs to, so the card moves
 * at once instead of after the refetch. An answer older than what the page shows is ignored.
 */
export function applyOrderToPage(
  page: RestaurantOrderPage,
  filter: RestaurantOrderFilter,
  order: RestaurantOrder,
): RestaurantOrderPage {
  const orders = withAnswer(page.orders, order, STATUSES_BY_FILTER[filter].includes(order.status));
  return orders === page.orders ? page : { ...page, orders };
}
