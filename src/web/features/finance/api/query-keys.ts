import type { FinanceFilters } from '../finance-filters';

// Keys holding an object bring their own fetcher; invalidating the first part refreshes every
// range and filter.
export const financeKeys = {
  summaries: ['/api/finance/summary'] as const,
  /** null: a custom range not yet complete, never fetched. */
  summary: (filters: FinanceFilters | null) => ['/api/finance/summary', filters] as const,
  /** The drivers' cash ledger (GET /api/admin/cash). The partners' statements have theirs in web/lib. */
  cash: ['/api/admin/cash'] as const,
};
