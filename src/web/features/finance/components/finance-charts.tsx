import { lazy, Suspense } from 'react';
import type { FinanceCurrencyBlock, FinanceStatusFilter } from '#domain/finance/responses.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

// Loaded once figures arrive: the charts library stays out of every other bundle.
const FinanceChartsPanel = lazy(() => import('./finance-charts-panel'));

export function FinanceCharts({
  block,
  status,
}: {
  block: FinanceCurrencyBlock;
  status: FinanceStatusFilter;
}) {
  return (
    <Suspense fallback={<ChartsSkeleton />}>
      <FinanceChartsPanel block={block} status={status} />
    </Suspense>
  );
}

export function ChartsSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Skeleton className="h-72 lg:col-span-2" />
      <Skeleton className="h-72" />
    </div>
  );
}
