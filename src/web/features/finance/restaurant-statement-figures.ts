import type { RestaurantFigures } from '#domain/finance/responses.ts';
import type { Figure } from '#web/components/statement/figure-cards.tsx';
import { formatPrice } from '#web/lib/format.ts';

/** What Net is, in one line under the totals. */
export const NET_EXPLAINED =
  'Net = gross food sales + delivery fee share − refunds. Cancelled card orders are refunded.';
export const NO_ORDERS_TITLE = 'No orders in this period';
export const NO_ORDERS_TEXT = 'Choose another period to see its figures.';

/** The totals cards: Orders, Gross food sales, Delivery fee share (20%), Refunds and Net. */
export function restaurantTotals(totals: RestaurantFigures): Figure[] {
  return [
    { label: 'Orders', value: String(totals.orders) },
    { label: 'Gross food sales', value: formatPrice(totals.grossFoodSales) },
    { label: 'Delivery fee share (20%)', value: formatPrice(totals.deliveryFeeShare) },
    { label: 'Refunds', value: formatPrice(totals.refunds) },
    { label: 'Net', value: formatPrice(totals.net), emphasis: true },
  ];
}

/** The day-by-day table lists only days that had orders (the server sends every day of the range). */
export function daysWithOrders<T extends { orders: number }>(days: readonly T[]): T[] {
  return days.filter((day) => day.orders > 0);
}
