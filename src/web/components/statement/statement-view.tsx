import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { serverMessage } from '#web/lib/api-client.ts';
import { dayLabel } from '#web/lib/day-label.ts';
import { periodErrors } from '#web/lib/period-errors.ts';
import { type StatementPeriod, todayIn } from '#web/lib/statement-period.ts';
import { Button } from '../ui/button';
import { StatusMessage } from '../ui/status-message';
import { CsvDownloadLink } from './csv-download-link';
import { PeriodPicker } from './period-picker';
import { StatementSkeleton } from './statement-skeleton';

interface StatementViewProps<T extends { from: string; to: string; timeZone: string }, Key extends QueryKey> {
  /** The statement's query for a period; null is the server's default (its last 30 days). */
  query: (period: StatementPeriod | null) => UseQueryOptions<T, Error, T, Key>;
  /** The CSV download of a period. */
  csvUrl: (period: StatementPeriod | null) => string;
  /** "your statement", "your deliveries": what is loading or failed. */
  subject: string;
  children: (statement: T) => ReactNode;
}

/**
 * A partner's statement around its figures, read for the period chosen: the period picker with Export CSV, the days' time zone,
 * then the figures, a loading skeleton, the server's objection to the period, or an error with Retry.
 */
export function StatementView<
  T extends { from: string; to: string; timeZone: string },
  Key extends QueryKey,
>({ query, csvUrl, subject, children }: StatementViewProps<T, Key>) {
  // Null until the user picks one: the server's last 30 days, counted in its time zone.
  const [chosen, setChosen] = useState<StatementPeriod | null>(null);
  const statement = useQuery(query(chosen));
  const refused = periodErrors(statement.error);
  const data = statement.data;
  // Until a period is chosen, the one the server answered for (its today, its time zone).
  const period = chosen ?? (data ? { from: data.from, to: data.to } : null);
  return (
    <div className="space-y-5">
      <PeriodPicker
        period={period}
        today={todayIn(data?.timeZone)}
        onChange={setChosen}
        serverErrors={refused}
      >
        {refused ? null : <CsvDownloadLink href={csvUrl(period)} />}
      </PeriodPicker>
      {data ? (
        <p className="text-sm text-stone-700">
          {dayLabel(data.from)} – {dayLabel(data.to)}. Days in {data.timeZone}.
        </p>
      ) : null}
      {refused ? (
        <StatusMessage title="Choose another period" description="The period above cannot be shown." />
      ) : statement.isError ? (
        <StatusMessage
          role="alert"
          title={`Could not load ${subject}`}
          description={serverMessage(statement.error, statement.error.message)}
        >
          <Button variant="secondary" onClick={() => void statement.refetch()}>
            Retry
          </Button>
        </StatusMessage>
      ) : data ? (
        <div
          aria-busy={statement.isPlaceholderData || undefined}
          className={statement.isPlaceholderData ? 'space-y-5 opacity-60' : 'space-y-5'}
        >
          {children(data)}
        </div>
      ) : (
        <StatementSkeleton label={`Loading ${subject}…`} />
      )}
    </div>
  );
}
