import type { UseQueryResult } from '@tanstack/react-query';
import type { DriverStats } from '#domain/driver-deliveries/responses.ts';
import { type StatCard, StatCardGrid } from '#web/components/stat-card-grid.tsx';
import { formatPrice, formatRating } from '#web/lib/format.ts';
import { isPositiveAmount } from '../money-text';

const CASH_IN_HAND = 'Cash in hand';

/**
 * The stat cards as label and value, amounts in the currency of the driver's country; cash in hand
 * only while the driver holds some.
 */
export function statCards(stats: DriverStats): StatCard[] {
  const cards = [
    { label: 'Rating', value: formatRating(stats.rating, stats.ratingCount) },
    { label: 'Total Deliveries', value: String(stats.totalDeliveries) },
    { label: "Today's Earnings", value: formatPrice(stats.todayEarnings, stats.currency) },
    { label: "Today's Deliveries", value: String(stats.todayDeliveries) },
  ];
  if (isPositiveAmount(stats.cashInHand)) {
    cards.push({ label: CASH_IN_HAND, value: formatPrice(stats.cashInHand, stats.currency) });
  }
  return cards;
}

/** Rating, total deliveries, today's earnings and deliveries, from GET /api/driver/stats. */
export function StatCards({ stats }: { stats: UseQueryResult<DriverStats, Error> }) {
  return (
    <StatCardGrid
      stats={stats}
      cards={statCards}
      loadingLabel="Loading your figures"
      failureLead="Your figures could not be loaded"
      highlight={CASH_IN_HAND}
    />
  );
}
