import { type DriverStatement, driverStatementSchema } from '#domain/finance/responses.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { statementKeys } from '#web/lib/statement-keys.ts';
import { type StatementPeriod, withPeriod } from '#web/lib/statement-period.ts';
import { statementQuery } from './statement-query';

/** A driver statement's URL: the period, then the currency when one is chosen (null: the server's choice). */
export function driverStatementUrl(
  path: string,
  period: StatementPeriod | null,
  currency: string | null,
): string {
  const url = withPeriod(path, period);
  if (!currency) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams({ currency })}`;
}

/**
 * GET /api/driver/statement?from=&to=&currency=: the signed-in driver's deliveries and pay in one
 * currency over whole days in the server's time zone, with totals and weeks; 400 names a bad from
 * or to. Without a currency, the server reads that of the driver's newest delivery.
 */
export function getDriverStatement(
  period: StatementPeriod | null,
  currency: string | null,
  signal?: AbortSignal,
): Promise<DriverStatement> {
  return apiGet(driverStatementUrl('/api/driver/statement', period, currency), driverStatementSchema, signal);
}

/** Keyed under statementKeys.driverFor, so the dashboard's live updates refresh every currency. */
export const driverStatementQuery = (period: StatementPeriod | null, currency: string | null = null) =>
  statementQuery([...statementKeys.driverFor(period), { currency }] as const, (signal) =>
    getDriverStatement(period, currency, signal),
  );
