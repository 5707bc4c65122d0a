import { type StatementPeriod, withPeriod } from '#web/lib/statement-period.ts';

/**
 * GET /api/restaurant/statement.csv?from=&to=: the signed-in restaurant's statement as a CSV attachment, the same period
 * as the screen. A same-origin link (with the download attribute) fetches it, the session cookie
 * going along.
 */
export const restaurantStatementCsvUrl = (period: StatementPeriod | null): string =>
  withPeriod('/api/restaurant/statement.csv', period);
