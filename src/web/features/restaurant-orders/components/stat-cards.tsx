import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { serverMessage } from '#web/lib/api-client.ts';
import { formatPrice } from '#web/lib/format.ts';
import { useRestaurantStats } from '../api/get-restaurant-stats';

/** Today's revenue, today's orders, average order value and rating, from GET /api/restaurant/stats. */
export function StatCards() {
  const stats = useRestaurantStats();
  if (stats.isPending) {
    return (
      <div
        className="grid grid-cols-2 gap-3 lg:grid-cols-4"
        role="status"
        aria-label="Loading today's figures"
      >
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-20" />
        ))}
      </div>
    );
  }
  if (stats.isError) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
        Today's figures could not be loaded: {serverMessage(stats.error, stats.error.message)}
      </p>
    );
  }
  const { todayRevenue, todayOrders, averageOrderValue, rating } = stats.data;
  const rated = Number(rating) > 0;
  const cards = [
    { label: "Today's revenue", value: formatPrice(todayRevenue) },
    { label: "Today's orders", value: String(todayOrders) },
    { label: 'Average order value', value: formatPrice(averageOrderValue) },
    { label: 'Rating', value: rated ? `${Number(rating).toFixed(1)} / 5` : 'No ratings yet' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <Card key={card.label} className="p-4">
          <dt className="text-sm text-stone-600">{card.label}</dt>
          <dd className="mt-1 text-xl font-bold text-stone-900 sm:text-2xl">{card.value}</dd>
        </Card>
      ))}
    </dl>
  );
}
