import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CashOverview, cashOverviewSchema } from '#domain/finance/responses.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { financeKeys } from './query-keys';

/** GET /api/admin/cash: every driver who collected cash or settled, largest balance first, and the sum. */
export function getDriverCash(signal?: AbortSignal): Promise<CashOverview> {
  return apiGet('/api/admin/cash', cashOverviewSchema, signal);
}

export const driverCashQuery = () =>
  queryOptions({
    queryKey: financeKeys.cash,
    queryFn: ({ signal }) => getDriverCash(signal),
    // Read afresh each time the tab opens: deliveries paid in cash change it all day.
    refetchOnMount: 'always',
  });

export function useDriverCash() {
  return useQuery(driverCashQuery());
}
