import type { StatementPeriod } from '#web/lib/statement-period.ts';
import { driverStatementUrl } from './get-driver-statement';

/**
 * GET /api/driver/statement.csv?from=&to=&currency=: the signed-in driver's statement as a CSV
 * attachment, the same period and currency as the screen. A same-origin link (with the download
 * attribute) fetches it, the session cookie going along.
 */
export const driverStatementCsvUrl = (
  period: StatementPeriod | null,
  currency: string | null = null,
): string => driverStatementUrl('/api/driver/statement.csv', period, currency);
