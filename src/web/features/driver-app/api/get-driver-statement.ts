import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type DriverStatement, driverStatementSchema } from '../../../../domain/finance';
import { apiGet } from '../../../lib/api-client';
import { type StatementPeriod, withPeriod } from '../../../lib/statement-period';
import { driverKeys } from './query-keys';

/** The signed-in driver's statement as a CSV download, for the same period. */
export const driverStatementCsvUrl = (period: StatementPeriod): string =>
  withPeriod('/api/driver/statement.csv', period);

/**
 * GET /api/driver/statement?from=&to=: the signed-in driver's deliveries and pay over whole days in
 * the server's time zone, with totals and weeks; 400 names a bad from or to.
 */
export function getDriverStatement(period: StatementPeriod, signal?: AbortSignal): Promise<DriverStatement> {
  return apiGet(withPeriod('/api/driver/statement', period), driverStatementSchema, signal);
}

export const driverStatementQuery = (period: StatementPeriod) =>
  queryOptions({
    queryKey: driverKeys.statementFor(period),
    queryFn: ({ signal }) => getDriverStatement(period, signal),
    // Read afresh each time the tab opens: a delivery just handed over must be on it.
    refetchOnMount: 'always',
    // The previous period stays on screen while another one loads.
    placeholderData: keepPreviousData,
  });

export function useDriverStatement(period: StatementPeriod) {
  return useQuery(driverStatementQuery(period));
}
