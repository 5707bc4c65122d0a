import { type FinanceFilters, financeSearch } from '../finance-filters';

/**
 * GET /api/finance/orders.csv?from=&to=&status=&currency=: the orders of the summary in the
 * currency on screen as a CSV attachment (financial-report-YYYY-MM-DD.csv). Opened by a plain
 * same-origin download link, so the browser sends the session cookie and streams the file itself.
 * Like every API call the path starts at the site root: /api is never under the /d prefix of the
 * screens (SPEC section 2).
 */
export function ordersCsvUrl(filters: FinanceFilters, currency: string | null = null): string {
  return `/api/finance/orders.csv?${financeSearch(filters, currency)}`;
}
