import { keepPreviousData, type QueryClient, skipToken, useQuery } from '@tanstack/react-query';
import { type FinanceSummary, financeSummarySchema } from '#domain/finance/responses.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { type FinanceFilters, financeSearch } from '../finance-filters';
import { financeKeys } from './query-keys';

export function financeSummaryUrl(filters: FinanceFilters): string {
  return `/api/finance/summary?${financeSearch(filters)}`;
}

/** GET /api/finance/summary?from=&to=&status=: one block per currency: its sums, days and 10 newest orders. */
export function getFinanceSummary(filters: FinanceFilters, signal?: AbortSignal): Promise<FinanceSummary> {
  return apiGet(financeSummaryUrl(filters), financeSummarySchema, signal);
}

/**
 * The summary for these filters, or nothing asked while they are incomplete (null: a custom range
 * with a date missing). The previous figures stay on screen while new ones load, so switching a
 * filter does not flash the page back to skeletons.
 */
export function useFinanceSummary(filters: FinanceFilters | null) {
  return useQuery({
    queryKey: financeKeys.summary(filters),
    queryFn: filters ? ({ signal }) => getFinanceSummary(filters, signal) : skipToken,
    placeholderData: keepPreviousData,
  });
}

/** Refresh Data: every range and filter asked for so far is fetched again when shown. */
export function refreshFinance(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: financeKeys.summaries });
}
