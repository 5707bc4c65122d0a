import type { FinanceStatusFilter } from '#domain/finance/responses.ts';

// What the dashboard asks the finance endpoints for. The summary and the CSV export take the same
// query, so the download always holds the orders the screen shows.

export interface FinanceFilters {
  from: string;
  to: string;
  status: FinanceStatusFilter;
}

export const STATUS_FILTER_LABELS: Record<FinanceStatusFilter, string> = {
  all: 'All',
  completed: 'Completed',
  pending: 'Pending',
};

/** from=…&to=…&status=…, in that order. */
export function financeSearch({ from, to, status }: FinanceFilters): string {
  return new URLSearchParams({ from, to, status }).toString();
}
