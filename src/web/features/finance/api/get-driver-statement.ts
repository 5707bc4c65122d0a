import { type DriverStatement, driverStatementSchema } from '#domain/finance/responses.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { statementKeys } from '#web/lib/statement-keys.ts';
import { type StatementPeriod, withPeriod } from '#web/lib/statement-period.ts';
import { statementQuery } from './statement-query';

/**
 * GET /api/driver/statement?from=&to=: the signed-in driver's deliveries and pay over whole days in
 * the server's time zone, with totals and weeks; 400 names a bad from or to.
 */
export function getDriverStatement(
  period: StatementPeriod | null,
  signal?: AbortSignal,
): Promise<DriverStatement> {
  return apiGet(withPeriod('/api/driver/statement', period), driverStatementSchema, signal);
}

export const driverStatementQuery = (period: StatementPeriod | null) =>
  statementQuery(statementKeys.driverFor(period), (signal) => getDriverStatement(period, signal));
