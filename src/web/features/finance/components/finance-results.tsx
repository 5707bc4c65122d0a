import type { FinanceCurrencyBlock, FinanceStatusFilter } from '#domain/finance/responses.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StatusMessage } from '#web/components/ui/status-message.tsx';
import { serverMessage } from '#web/lib/api-client.ts';
import { FinanceCards } from './finance-cards';
import { ChartsSkeleton, FinanceCharts } from './finance-charts';
import { RecentOrdersTable } from './recent-orders-table';

export type FinanceResultsState =
  /** A custom range with a date missing: nothing was asked. */
  | { kind: 'incomplete' }
  /** The server refused the range (400); its message is shown at the controls. */
  | { kind: 'refused' }
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown; onRetry: () => void }
  /**
   * The block of the currency on screen (null: no order of any currency in the range) and the
   * filter it was summed for; `updating`: the previous filters' figures while the new ones load.
   */
  | { kind: 'ready'; block: FinanceCurrencyBlock | null; status: FinanceStatusFilter; updating: boolean };

/** Everything under the controls: one currency's cards, charts and recent orders, or why not. */
export function FinanceResults({ state }: { state: FinanceResultsState }) {
  switch (state.kind) {
    case 'incomplete':
      return <StatusMessage title="Choose a From and a To date" description="Both dates are needed." />;
    case 'refused':
      return <StatusMessage title="No figures for this range" description="Change the dates above." />;
    case 'loading':
      return <ResultsSkeleton />;
    case 'failed':
      return (
        <StatusMessage
          role="alert"
          title="Could not load the financial figures"
          description={serverMessage(state.error, 'Please try again.')}
        >
          <Button variant="secondary" onClick={state.onRetry}>
            Retry
          </Button>
        </StatusMessage>
      );
    case 'ready':
      return <Figures block={state.block} status={state.status} updating={state.updating} />;
  }
}

const NO_ORDERS = (
  <StatusMessage
    title="No orders in this period"
    description="Choose a longer range or another order filter."
  />
);

function Figures({
  block,
  status,
  updating,
}: {
  block: FinanceCurrencyBlock | null;
  status: FinanceStatusFilter;
  updating: boolean;
}) {
  return (
    <div className="space-y-6" aria-busy={updating}>
      {/* Announced, so a screen reader knows the figures below are about to change. */}
      <p className="sr-only" role="status">
        {updating ? 'Updating figures…' : ''}
      </p>
      {block === null ? (
        NO_ORDERS
      ) : (
        <>
          <FinanceCards block={block} status={status} />
          {block.totals.orderCount === 0 ? (
            NO_ORDERS
          ) : (
            <>
              <FinanceCharts block={block} status={status} />
              <RecentOrdersTable orders={block.recentOrders} />
            </>
          )}
        </>
      )}
    </div>
  );
}

function ResultsSkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Loading financial figures…</span>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {['total', 'tip', 'driver', 'restaurant', 'company', 'distance'].map((card) => (
          <Skeleton key={card} className="h-32" />
        ))}
      </div>
      <ChartsSkeleton />
      <Skeleton className="h-64" />
    </div>
  );
}
