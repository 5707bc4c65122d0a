import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type RestaurantStatement, restaurantStatementSchema } from '#domain/finance/responses.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { statementKeys } from '#web/lib/statement-keys.ts';
import { type StatementPeriod, withPeriod } from '#web/lib/statement-period.ts';

/**
 * GET /api/restaurant/statement?from=&to=: the signed-in restaurant's money over whole days in the
 * server's time zone, with totals, day by day and week by week; 400 names a bad from or to.
 */
export function getRestaurantStatement(
  period: StatementPeriod | null,
  signal?: AbortSignal,
): Promise<RestaurantStatement> {
  return apiGet(withPeriod('/api/restaurant/statement', period), restaurantStatementSchema, signal);
}

export const restaurantStatementQuery = (period: StatementPeriod | null) =>
  queryOptions({
    queryKey: statementKeys.restaurantFor(period),
    queryFn: ({ signal }) => getRestaurantStatement(period, signal),
    // Read afresh each time the tab opens: orders change the figures all day.
    refetchOnMount: 'always',
    // The previous period stays on screen while another one loads.
    placeholderData: keepPreviousData,
  });

export function useRestaurantStatement(period: StatementPeriod | null) {
  return useQuery(restaurantStatementQuery(period));
}
