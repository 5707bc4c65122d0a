import { Bar, BarChart, CartesianGrid, Legend, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { FinanceCurrencyBlock, FinanceStatusFilter } from '#domain/finance/responses.ts';
import { CHART_BRAND, ChartCard } from '#web/components/chart-card.tsx';
import { formatPrice } from '#web/lib/format.ts';
import { shortDate } from '../day-text';
import { chartDays, chartMoney, daysWithOrders, hasEstimates, payoutSplit, units } from '../finance-figures';

// This file is the only one of the dashboard that imports the charts library; FinanceCharts loads
// it on demand (React.lazy). The drawings are hidden from screen readers (and kept out of the tab
// order): each chart says what it shows in words, and the figures are a table for everyone. Every
// amount, axis ticks and tooltips included, is money of the block's one currency.

const FINAL = '#1d4ed8';
const ESTIMATED = '#d97706';

/** Bars grow into place unless the admin asked for less motion. */
const animate = () =>
  typeof window === 'undefined' || !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

function perDaySummary(block: FinanceCurrencyBlock, what: string): string {
  const days = daysWithOrders(block.days);
  if (days.length === 0) return `No ${what} in this period.`;
  const best = days.reduce((top, day) => (units(day.total) > units(top.total) ? day : top));
  const count = days.length === 1 ? '1 day' : `${days.length} days`;
  const money = (amount: string) => formatPrice(amount, block.currency);
  return `${money(block.totals.total)} over ${count} with orders; highest day ${shortDate(best.date)}, ${money(best.total)}.`;
}

function PerDayTable({ block, column }: { block: FinanceCurrencyBlock; column: string }) {
  const days = daysWithOrders(block.days);
  if (days.length === 0) return null;
  return (
    <details className="mt-3 text-sm">
      <summary className="focus-ring w-fit cursor-pointer rounded font-medium text-stone-800">
        {column} per day as a table
      </summary>
      <div className="mt-2 max-h-64 overflow-y-auto">
        <table className="w-full text-left">
          <caption className="sr-only">
            {column} per day in {block.currency}, days with orders only
          </caption>
          <thead className="text-stone-700">
            <tr>
              <th scope="col" className="py-1 pr-3 font-semibold">
                Day
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-semibold">
                Orders
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {column}
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
                <td className="py-1 text-right tabular-nums">{formatPrice(day.total, block.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** Revenue (or, for cancelled orders, what they were worth) per day of the range. */
function PerDayChart({ block, cancelled }: { block: FinanceCurrencyBlock; cancelled: boolean }) {
  const money = (value: unknown) => chartMoney(value, block.currency);
  const column = cancelled ? 'Cancelled value' : 'Revenue';
  return (
    <ChartCard
      hideDrawing
      title={
        cancelled
          ? `Cancelled order value per day (${block.currency})`
          : `Revenue per day (${block.currency})`
      }
      summary={perDaySummary(block, cancelled ? 'cancelled orders' : 'revenue')}
      className="lg:col-span-2"
      details={<PerDayTable block={block} column={column} />}
    >
      <BarChart
        data={chartDays(block.days)}
        accessibilityLayer={false}
        margin={{ top: 4, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={shortDate} minTickGap={16} fontSize={12} />
        <YAxis fontSize={12} width={72} tickFormatter={money} />
        <Tooltip labelFormatter={(label) => shortDate(String(label))} formatter={money} />
        <Bar
          dataKey="revenue"
          name={column}
          fill={CHART_BRAND}
          radius={[3, 3, 0, 0]}
          isAnimationActive={animate()}
        />
      </BarChart>
    </ChartCard>
  );
}

/** Where the money went (final, delivered orders) and is estimated to go (orders still moving). */
function SplitChart({ block }: { block: FinanceCurrencyBlock }) {
  const split = payoutSplit(block.totals);
  const estimates = hasEstimates(block.totals);
  const money = (value: unknown) => chartMoney(value, block.currency);
  const text = split
    .map(
      (share) =>
        `${share.name} ${formatPrice(share.final, block.currency)}${estimates ? ` final, ${formatPrice(share.estimated, block.currency)} estimated` : ''}`,
    )
    .join('; ');
  return (
    <ChartCard hideDrawing title={`Where the money went (${block.currency})`} summary={`${text}.`}>
      <BarChart
        data={split}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 4, right: 12, bottom: 0, left: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" fontSize={12} tickFormatter={money} />
        <YAxis type="category" dataKey="name" fontSize={12} width={84} />
        <ReferenceLine x={0} stroke="#57534e" />
        <Tooltip formatter={money} />
        {estimates ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
        <Bar dataKey="finalValue" name="Final" stackId="split" fill={FINAL} isAnimationActive={animate()} />
        {estimates ? (
          <Bar
            dataKey="estimatedValue"
            name="Estimated"
            stackId="split"
            fill={ESTIMATED}
            isAnimationActive={animate()}
          />
        ) : null}
      </BarChart>
    </ChartCard>
  );
}

/** One currency's charts: per day, and (unless these are cancelled orders, which pay nobody) the split. */
export default function FinanceChartsPanel({
  block,
  status,
}: {
  block: FinanceCurrencyBlock;
  status: FinanceStatusFilter;
}) {
  const cancelled = status === 'cancelled';
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <PerDayChart block={block} cancelled={cancelled} />
      {cancelled ? null : <SplitChart block={block} />}
    </div>
  );
}
