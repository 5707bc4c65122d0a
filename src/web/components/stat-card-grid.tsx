import type { UseQueryResult } from '@tanstack/react-query';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { serverMessage } from '#web/lib/api-client.ts';

export interface StatCard {
  label: string;
  value: string;
}

/**
 * A partner app's figures as a grid of cards (label over value): placeholders while they load, the
 * server's reason if they could not be read.
 */
export function StatCardGrid<Data>({
  stats,
  cards,
  loadingLabel,
  failureLead,
  highlight,
}: {
  stats: UseQueryResult<Data, Error>;
  cards: (data: Data) => readonly StatCard[];
  /** The placeholders' accessible name, e.g. "Loading your figures". */
  loadingLabel: string;
  /** What the failure message starts with, e.g. "Your figures could not be loaded". */
  failureLead: string;
  /** The label of a card drawn with an amber border, to catch the eye. */
  highlight?: string;
}) {
  if (stats.isPending) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" role="status" aria-label={loadingLabel}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-20" />
        ))}
      </div>
    );
  }
  if (stats.isError) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
        {failureLead}: {serverMessage(stats.error, stats.error.message)}
      </p>
    );
  }
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards(stats.data).map((card) => (
        <Card key={card.label} className={card.label === highlight ? 'border-amber-300 p-4' : 'p-4'}>
          <dt className="text-sm text-stone-600">{card.label}</dt>
          <dd className="mt-1 text-xl font-bold text-stone-900 sm:text-2xl">{card.value}</dd>
        </Card>
      ))}
    </dl>
  );
}
