import type { UseQueryResult } from '@tanstack/react-query';
import type { DriverStats } from '#domain/driver-deliveries/responses.ts';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { serverMessage } from '#web/lib/api-client.ts';
import { formatPrice, formatRating } from '#web/lib/format.ts';
import { isPositiveAmount } from '../money-text';

/** The stat cards as label and value; cash in hand only while the driver holds some. */
export function statCards(stats: DriverStats): Array<{ label: string; value: string }> {
  const cards = [
    { label: 'Rating', value: formatRating(stats.rating) },
    { label: 'Total Deliveries', value: String(stats.totalDeliveries) },
    { label: "Today's Earnings", value: formatPrice(stats.todayEarnings) },
    { label: "Today's Deliveries", value: String(stats.todayDeliveries) },
  ];
  if (isPositiveAmount(stats.cashInHand)) {
    cards.push({ label: 'Cash in hand', value: formatPrice(stats.cashInHand) });
  }
  return cards;
}

/** Rating, total deliveries, today's earnings and deliveries, from GET /api/driver/stats. */
export function StatCards({ stats }: { stats: UseQueryResult<DriverStats, Error> }) {
  if (stats.isPending) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" role="status" aria-label="Loading your figures">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-20" />
        ))}
      </div>
    );
  }
  if (stats.isError) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
        Your figures could not be loaded: {serverMessage(stats.error, stats.error.message)}
      </p>
    );
  }
  const cards = statCards(stats.data);
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <Card key={card.label} className={card.label === 'Cash in hand' ? 'border-amber-300 p-4' : 'p-4'}>
          <dt className="text-sm text-stone-600">{card.label}</dt>
          <dd className="mt-1 text-xl font-bold text-stone-900 sm:text-2xl">{card.value}</dd>
        </Card>
      ))}
    </dl>
  );
}
