import { type StatementPeriod, withPeriod } from '#web/lib/statement-period.ts';

/**
 * GET /api/driver/statement.csv?from=&to=: the signed-in driver's statement as a CSV attachment, the same period
 * as the screen. A same-origin link (with the download attribute) fetches it, the session cookie
 * going along.
 */
export const driverStatementCsvUrl = (period: StatementPeriod | null): string =>
  withPeriod('/api/driver/statement.csv', period);
