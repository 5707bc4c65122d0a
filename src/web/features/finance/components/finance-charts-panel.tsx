import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { FinanceSummary } from '#domain/finance/responses.ts';
import { CHART_BRAND, ChartCard } from '#web/components/chart-card.tsx';
import { formatPrice } from '#web/lib/format.ts';
import { shortDate } from '../day-text';
import { chartDays, daysWithOrders, dollars, payoutSplit, type SplitShare } from '../finance-figures';

// This file is the only one of the dashboard that imports the charts library; FinanceCharts loads
// it on demand (React.lazy). The drawings are hidden from screen readers (and kept out of the tab
// order): each chart says what it shows in words, and the figures are a table for everyone.

const SHARE_COLOURS: Record<SplitShare['name'], string> = {
  Drivers: '#1d4ed8',
  Restaurants: '#15803d',
  Company: CHART_BRAND,
};
const LOSS = '#b91c1c';

/** Bars grow into place unless the admin asked for less motion. */
const animate = () =>
  typeof window === 'undefined' || !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

const asMoney = (value: unknown) => formatPrice(Number(value).toFixed(2));

function revenueSummary(summary: FinanceSummary): string {
  const days = daysWithOrders(summary.days);
  if (days.length === 0) return 'No revenue in this period.';
  const best = days.reduce((top, day) => (dollars(day.total) > dollars(top.total) ? day : top));
  const count = days.length === 1 ? '1 day' : `${days.length} days`;
  return `${formatPrice(summary.totals.total)} over ${count} with orders; best day ${shortDate(best.date)}, ${formatPrice(best.total)}.`;
}

function RevenueTable({ summary }: { summary: FinanceSummary }) {
  const days = daysWithOrders(summary.days);
  if (days.length === 0) return null;
  return (
    <details className="mt-3 text-sm">
      <summary className="focus-ring w-fit cursor-pointer rounded font-medium text-stone-800">
        Revenue per day as a table
      </summary>
      <div className="mt-2 max-h-64 overflow-y-auto">
        <table className="w-full text-left">
          <caption className="sr-only">Revenue per day, days with orders only</caption>
          <thead className="text-stone-700">
            <tr>
              <th scope="col" className="py-1 pr-3 font-semibold">
                Day
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-semibold">
                Orders
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100 text-stone-800">
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row" className="py-1 pr-3 font-normal">
                  <time dateTime={day.date}>{shortDate(day.date)}</time>
                </th>
                <td className="py-1 pr-3 text-right tabular-nums">{day.orderCount}</td>
                <td className="py-1 text-right tabular-nums">{formatPrice(day.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** Revenue per day over the range, and where the money went: drivers, restaurants, company. */
export default function FinanceChartsPanel({ summary }: { summary: FinanceSummary }) {
  const days = chartDays(summary.days);
  const split = payoutSplit(summary.totals);
  const splitText = split.map((share) => `${share.name} ${formatPrice(share.amount)}`).join(', ');
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <ChartCard
        hideDrawing
        title="Revenue per day"
        summary={revenueSummary(summary)}
        className="lg:col-span-2"
        details={<RevenueTable summary={summary} />}
      >
        <BarChart data={days} accessibilityLayer={false} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={shortDate} minTickGap={16} fontSize={12} />
          <YAxis fontSize={12} width={56} tickFormatter={(value: number) => `$${value}`} />
          <Tooltip labelFormatter={(label) => shortDate(String(label))} formatter={asMoney} />
          <Bar
            dataKey="revenue"
            name="Revenue"
            fill={CHART_BRAND}
            radius={[3, 3, 0, 0]}
            isAnimationActive={animate()}
          />
        </BarChart>
      </ChartCard>
      <ChartCard hideDrawing title="Where the money went" summary={`${splitText}.`}>
        <BarChart
          data={split}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 4, right: 12, bottom: 0, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" fontSize={12} tickFormatter={(value: number) => `$${value}`} />
          <YAxis type="category" dataKey="name" fontSize={12} width={84} />
          <ReferenceLine x={0} stroke="#57534e" />
          <Tooltip formatter={asMoney} />
          <Bar dataKey="value" name="Amount" radius={3} isAnimationActive={animate()}>
            {split.map((share) => (
              <Cell key={share.name} fill={share.value < 0 ? LOSS : SHARE_COLOURS[share.name]} />
            ))}
          </Bar>
        </BarChart>
      </ChartCard>
    </div>
  );
}
