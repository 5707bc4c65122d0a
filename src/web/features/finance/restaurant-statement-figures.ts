import type { RestaurantFigures } from '#domain/finance/responses.ts';
import type { Figure } from '#web/components/statement/figure-cards.tsx';
import { formatPrice } from '#web/lib/format.ts';

/** What Net is, in one line under the totals. */
export const NET_EXPLAINED =
  'Net = gross food sales − discounts + tax added to prices + delivery fee share − refunds. Cancelled card orders are refunded.';
export const NO_ORDERS_TITLE = 'No orders in this period';
export const NO_ORDERS_TEXT = 'Choose another period to see its figures.';

/**
 * The totals cards, in the restaurant's currency: Orders, Gross food sales, Discounts, Tax added,
 * Delivery fee share (20%), Refunds and Net.
 */
export function restaurantTotals(totals: RestaurantFigures, currency: string): Figure[] {
  const money = (amount: string) => formatPrice(amount, currency);
  return [
    { label: 'Orders', value: String(totals.orders) },
    { label: 'Gross food sales', value: money(totals.grossFoodSales) },
    { label: 'Discounts', value: money(totals.discounts), note: 'Your promotions' },
    { label: 'Tax added', value: money(totals.tax), note: 'Collected on top of prices, for you to remit' },
    { label: 'Delivery fee share (20%)', value: money(totals.deliveryFeeShare) },
    { label: 'Refunds', value: money(totals.refunds) },
    { label: 'Net', value: money(totals.net), emphasis: true },
  ];
}

/** The day-by-day table lists only days that had orders (the server sends every day of the range). */
export function daysWithOrders<T extends { orders: number }>(days: readonly T[]): T[] {
  return days.filter((day) => day.orders > 0);
}
