import { type RestaurantStatement, restaurantStatementSchema } from '#domain/finance/responses.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { statementKeys } from '#web/lib/statement-keys.ts';
import { type StatementPeriod, withPeriod } from '#web/lib/statement-period.ts';
import { statementQuery } from './statement-query';

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
  statementQuery(statementKeys.restaurantFor(period), (signal) => getRestaurantStatement(period, signal));
