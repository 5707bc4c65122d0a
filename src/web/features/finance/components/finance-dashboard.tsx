import { useEffect, useState } from 'react';
import { isApiError } from '#web/lib/api-client.ts';
import { useFinanceSummary } from '../api/get-finance-summary';
import { rangeText } from '../day-text';
import { chosenBlock } from '../finance-figures';
import { STATUS_FILTER_LABELS } from '../finance-filters';
import { rangeProblems } from '../range-problems';
import { useFinanceFilters } from '../use-finance-filters';
import { ExportCsvLink } from './export-csv-link';
import { FinanceControls } from './finance-controls';
import { FinanceResults, type FinanceResultsState } from './finance-results';

/**
 * The finance page's content (DESIGN section 9.6: the filters really filter): controls, the sums
 * and order count of one currency, the charts, the 10 newest orders, and Export CSV of the same
 * filters and currency. A 401 or 403 means the admin session is gone: the page shows the sign-in
 * form again.
 */
export function FinanceDashboard({ onUnauthorized }: { onUnauthorized: () => void }) {
  const controls = useFinanceFilters();
  const { filters } = controls;
  const summary = useFinanceSummary(filters);
  const denied = isApiError(summary.error, 401) || isApiError(summary.error, 403);
  useEffect(() => {
    if (denied) onUnauthorized();
  }, [denied, onUnauthorized]);
  const problems = rangeProblems(summary.error);
  // The server's time zone, kept while a refused or failed range has no summary to say it.
  const [timeZone, setTimeZone] = useState<string>();
  const answeredTimeZone = summary.data?.timeZone;
  useEffect(() => {
    if (answeredTimeZone) setTimeZone(answeredTimeZone);
  }, [answeredTimeZone]);

  const block = summary.data ? chosenBlock(summary.data, controls.currency) : null;
  let state: FinanceResultsState;
  if (!filters) state = { kind: 'incomplete' };
  else if (problems) state = { kind: 'refused' };
  else if (summary.data)
    state = {
      kind: 'ready',
      block,
      status: summary.data.status,
      updating: summary.isPlaceholderData,
    };
  else if (summary.isError)
    state = { kind: 'failed', error: summary.error, onRetry: () => void summary.refetch() };
  else state = { kind: 'loading' };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-stone-900">Financial Dashboard</h1>
          <p className="mt-1 text-stone-600">
            {filters
              ? `${rangeText(filters.from, filters.to)} · ${STATUS_FILTER_LABELS[filters.status]} orders${block ? ` · ${block.currency}` : ''}`
              : 'Revenue and payouts'}
          </p>
        </div>
        <ExportCsvLink filters={problems ? null : filters} currency={block?.currency ?? null} />
      </div>
      <FinanceControls
        controls={controls}
        problems={problems}
        timeZone={answeredTimeZone ?? timeZone}
        currencies={problems ? [] : (summary.data?.byCurrency.map((entry) => entry.currency) ?? [])}
        currency={problems ? null : (block?.currency ?? null)}
      />
      <FinanceResults state={state} />
    </div>
  );
}
