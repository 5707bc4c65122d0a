import { lazy, Suspense } from 'react';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

// Loaded on first opening of the tab: the charts library stays out of every other bundle.
const AnalyticsPanel = lazy(() => import('./analytics-panel'));

export function AnalyticsTab() {
  return (
    <Suspense fallback={<Skeleton className="h-80" />}>
      <AnalyticsPanel />
    </Suspense>
  );
}
