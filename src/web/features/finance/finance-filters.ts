import type { FinanceStatusFilter } from '#domain/finance/responses.ts';

// What the dashboard asks the finance endpoints for. The summary and the CSV export take the same
// query, so the download always holds the orders the screen shows; the CSV also names the currency
// on screen, since the screen shows one currency at a time.

export interface FinanceFilters {
  from: string;
  to: string;
  status: FinanceStatusFilter;
}

export const STATUS_FILTER_LABELS: Record<FinanceStatusFilter, string> = {
  all: 'All',
  completed: 'Completed',
  pending: 'Pending',
  cancelled: 'Cancelled',
};

/** from=…&to=…&status=…, then currency=… when one is named. */
export function financeSearch({ from, to, status }: FinanceFilters, currency?: string | null): string {
  const query = new URLSearchParams({ from, to, status });
  if (currency) query.set('currency', currency);
  return query.toString();
}
