import type { RestaurantStats } from '#domain/restaurant-orders/responses.ts';
import { type StatCard, StatCardGrid } from '#web/components/stat-card-grid.tsx';
import { formatPrice, formatRating } from '#web/lib/format.ts';
import { useRestaurantStats } from '../api/get-restaurant-stats';

/** The cards as label and value, amounts in the restaurant's currency. */
export function statCards({
  currency,
  todayRevenue,
  todayOrders,
  averageOrderValue,
  rating,
  ratingCount,
}: RestaurantStats): StatCard[] {
  return [
    { label: "Today's revenue", value: formatPrice(todayRevenue, currency) },
    { label: "Today's orders", value: String(todayOrders) },
    { label: 'Average order value', value: formatPrice(averageOrderValue, currency) },
    // "4.6 (12)": the mean of its visible reviews' food stars and how many; "New" before any.
    { label: 'Rating', value: formatRating(rating, ratingCount) },
  ];
}

/** Today's revenue, today's orders, average order value and rating, from GET /api/restaurant/stats. */
export function StatCards() {
  return (
    <StatCardGrid
      stats={useRestaurantStats()}
      cards={statCards}
      loadingLabel="Loading today's figures"
      failureLead="Today's figures could not be loaded"
    />
  );
}
