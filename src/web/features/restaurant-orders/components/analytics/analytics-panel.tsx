import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ANALYTICS_DAYS, type RestaurantAnalytics } from '#domain/restaurant-orders/responses.ts';
import { CHART_BRAND, ChartCard } from '#web/components/chart-card.tsx';
import { QueryError } from '#web/components/query-states.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import {
  analyticsSummary,
  axisAllowsDecimals,
  chartDays,
  chartMoney,
  shortDate,
} from '#web/features/restaurant-orders/analytics-data.ts';
import { useRestaurantAnalytics } from '#web/features/restaurant-orders/api/get-restaurant-analytics.ts';
import { TopItemsTable } from './top-items-table';

// This file is the only one that imports the charts library; the Analytics tab loads it on demand
// (React.lazy), so neither customers nor the order board download it.

const GREEN = '#15803d';

function Charts({ analytics }: { analytics: RestaurantAnalytics }) {
  const days = chartDays(analytics);
  const summary = analyticsSummary(analytics);
  const { currency } = analytics;
  return (
    <div className="space-y-4">
      <dl className="grid gap-3 sm:grid-cols-3">
        {[
          { label: `Orders, last ${ANALYTICS_DAYS} days`, value: String(summary.orders) },
          { label: `Revenue, last ${ANALYTICS_DAYS} days`, value: summary.revenue },
          { label: 'Average prep time', value: summary.averagePrep },
        ].map((stat) => (
          <Card key={stat.label} className="p-4">
            <dt className="text-sm text-stone-600">{stat.label}</dt>
            <dd className="text-2xl font-bold text-stone-900">{stat.value}</dd>
          </Card>
        ))}
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard title="Orders per day" summary={`Busiest day: ${summary.busiestDay}`}>
          <BarChart data={days} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="date" tickFormatter={shortDate} minTickGap={16} fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} />
            <Tooltip labelFormatter={(label) => shortDate(String(label))} />
            <Bar dataKey="orders" name="Orders" fill={CHART_BRAND} radius={[3, 3, 0, 0]} />
          </BarChart>
        </ChartCard>
        <ChartCard title="Revenue per day" summary={`Best day: ${summary.bestRevenueDay}`}>
          <LineChart data={days} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="date" tickFormatter={shortDate} minTickGap={16} fontSize={12} />
            <YAxis
              fontSize={12}
              // Room for ticks such as "£1,250.00" or "¥120,000".
              width={76}
              allowDecimals={axisAllowsDecimals(currency)}
              tickFormatter={(value: number) => chartMoney(value, currency)}
            />
            <Tooltip
              labelFormatter={(label) => shortDate(String(label))}
              formatter={(value) => chartMoney(Number(value), currency)}
            />
            <Line type="linear" dataKey="revenue" name="Revenue" stroke={GREEN} strokeWidth={2} dot={false} />
          </LineChart>
        </ChartCard>
      </div>
      <TopItemsTable items={analytics.topItems} currency={currency} />
    </div>
  );
}

/** The Analytics tab: the last 30 days in charts, the top 5 dishes and the average prep time. */
export default function AnalyticsPanel() {
  const analytics = useRestaurantAnalytics();
  if (analytics.isPending) return <Skeleton className="h-80" />;
  if (analytics.isError) {
    return <QueryError title="Could not load analytics" query={analytics} />;
  }
  return <Charts analytics={analytics.data} />;
}
