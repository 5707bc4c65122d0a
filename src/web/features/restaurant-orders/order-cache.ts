import {
  type RestaurantOrder,
  type RestaurantOrderFilter,
  type RestaurantOrderPage,
  STATUSES_BY_FILTER,
} from '#domain/restaurant-orders/responses.ts';

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
  const current = page.orders.find((shown) => shown.id === order.id);
  if (current && current.version > order.version) return page;
  const others = page.orders.filter((shown) => shown.id !== order.id);
  if (!STATUSES_BY_FILTER[filter].includes(order.status)) {
    return others.length === page.orders.length ? page : { ...page, orders: others };
  }
  const orders = [...others, order].sort((a, b) => b.id - a.id);
  return { ...page, orders };
}
