import { describe, expect, it } from 'vitest';
import { financeSummaryUrl } from '#web/features/finance/api/get-finance-summary.ts';
import { ordersCsvUrl } from '#web/features/finance/api/orders-csv-url.ts';
import { financeKeys } from '#web/features/finance/api/query-keys.ts';
import { financeSearch } from '#web/features/finance/finance-filters.ts';
import { rangeProblems } from '#web/features/finance/range-problems.ts';
import { ApiError } from '#web/lib/api-client.ts';

// The summary and the CSV export ask the server with the same from, to and status; the CSV also
// names the currency on screen.

const filters = { from: '2026-04-16', to: '2026-05-15', status: 'completed' } as const;

describe('the finance URLs', () => {
  it('carry from, to and status as the query', () => {
    expect(financeSearch(filters)).toBe('from=2026-04-16&to=2026-05-15&status=completed');
    expect(financeSummaryUrl(filters)).toBe(
      '/api/finance/summary?from=2026-04-16&to=2026-05-15&status=completed',
    );
  });

  it('download the CSV of exactly the same filters and the currency on screen, from the site root (never under /d)', () => {
    expect(ordersCsvUrl(filters)).toBe(
      '/api/finance/orders.csv?from=2026-04-16&to=2026-05-15&status=completed',
    );
    expect(ordersCsvUrl({ ...filters, status: 'cancelled' }, 'JPY')).toBe(
      '/api/finance/orders.csv?from=2026-04-16&to=2026-05-15&status=cancelled&currency=JPY',
    );
    expect(ordersCsvUrl({ ...filters, status: 'all' })).toMatch(
      /^\/api\/finance\/orders\.csv\?.*status=all$/,
    );
  });

  it('keep one cache entry per range and filter, all under one refreshable key', () => {
    const key = financeKeys.summary(filters);
    expect(key.slice(0, 1)).toEqual(financeKeys.summaries);
    expect(financeKeys.summary({ ...filters, status: 'pending' })).not.toEqual(key);
  });
});

describe('rangeProblems', () => {
  const refused = (body: object) => new ApiError(400, 'Bad Request', JSON.stringify(body));

  it('reads the field a 400 names, for the date input it belongs to', () => {
    expect(
      rangeProblems(
        refused({
          message: 'The range must cover at most 366 days',
          code: 'invalid_input',
          fields: { to: 'The range must cover at most 366 days' },
        }),
      ),
    ).toEqual({
      from: null,
      to: 'The range must cover at most 366 days',
      message: 'The range must cover at most 366 days',
    });
    expect(
      rangeProblems(
        refused({
          message: 'from must be on or before to',
          fields: { from: 'from must be on or before to' },
        }),
      ),
    ).toMatchObject({ from: 'from must be on or before to', to: null });
  });

  it('still has a message when the body has none', () => {
    expect(rangeProblems(new ApiError(400, 'Bad Request', ''))?.message).toMatch(/choose other dates/);
  });

  it('is null for any failure other than a 400', () => {
    expect(rangeProblems(new ApiError(500, 'Internal Server Error', '{"message":"boom"}'))).toBeNull();
    expect(rangeProblems(new ApiError(401, 'Unauthorized', ''))).toBeNull();
    expect(rangeProblems(new Error('offline'))).toBeNull();
    expect(rangeProblems(null)).toBeNull();
  });
});
