// Queries and bodies of the finance endpoints (issue "Money partners can trust"). Dates are whole
// days in the server's TIME_ZONE; the server fills a missing one (see resolveFinanceRange).
import * as z from 'zod';
import { addDays, dayNumber } from '../shared/calendar-days';
import { CATALOGUE_CURRENCIES, normalizeCurrency } from '../shared/currency';
import { decimalInput } from '../shared/decimal-schema';
import { isStorableText, tooLong, UNSTORABLE_TEXT } from '../shared/fields';
import { FINANCE_DEFAULT_RANGE_DAYS, FINANCE_MAX_RANGE_DAYS, FINANCE_STATUS_FILTERS } from './responses';

export const dateMessage = (field: 'from' | 'to'): string => `${field} must be a date such as 2026-11-23`;
export const FROM_AFTER_TO = 'from must be on or before to';
export const RANGE_TOO_LONG = `The range must cover at most ${FINANCE_MAX_RANGE_DAYS} days`;

const dateQuery = (field: 'from' | 'to') =>
  z
    .string({ error: dateMessage(field) })
    .refine((text) => dayNumber(text) !== null, dateMessage(field))
    .optional();

/** from/to of every finance read; a missing `to` is today, a missing `from` 29 days before `to`. */
export const financeRangeQuerySchema = z.object({
  from: dateQuery('from'),
  to: dateQuery('to'),
});
export type FinanceRangeQuery = z.infer<typeof financeRangeQuerySchema>;

export const CURRENCY_QUERY_MESSAGE =
  'currency must be the ISO 4217 code of a currency orders are priced in, such as CAD';

/** An optional ?currency= (any case, answered in upper case): one of the catalogue's currencies. */
export const currencyQuerySchema = z
  .string({ error: CURRENCY_QUERY_MESSAGE })
  .transform(normalizeCurrency)
  .refine((code) => CATALOGUE_CURRENCIES.includes(code), CURRENCY_QUERY_MESSAGE)
  .optional();

/** GET /api/finance/summary and /api/finance/orders.csv */
export const financeQuerySchema = financeRangeQuerySchema.extend({
  status: z
    .enum(FINANCE_STATUS_FILTERS, { error: `status must be one of ${FINANCE_STATUS_FILTERS.join(', ')}` })
    .default('all'),
  /** Only this currency's orders; without it, every currency, each apart. */
  currency: currencyQuerySchema,
});
export type FinanceQuery = z.infer<typeof financeQuerySchema>;

/** GET /api/driver/statement and its CSV: a range, and the currency to read (see driverStatementSchema). */
export const driverStatementQuerySchema = financeRangeQuerySchema.extend({ currency: currencyQuerySchema });
export type DriverStatementQuery = z.infer<typeof driverStatementQuerySchema>;

export type RangeProblem = { field: 'from' | 'to'; message: string };

/**
 * The range a query asks for, given today's date where the server is: defaults filled, then
 * checked as a whole. Returns the problem (naming its field) instead of throwing.
 */
export function resolveFinanceRange(
  query: FinanceRangeQuery,
  today: string,
): { from: string; to: string } | RangeProblem {
  const to = query.to ?? today;
  const toDay = dayNumber(to);
  if (toDay === null) return { field: 'to', message: dateMessage('to') };
  const from = query.from ?? addDays(to, -(FINANCE_DEFAULT_RANGE_DAYS - 1));
  const fromDay = dayNumber(from);
  if (fromDay === null) return { field: 'from', message: dateMessage('from') };
  if (fromDay > toDay) return { field: 'from', message: FROM_AFTER_TO };
  if (toDay - fromDay + 1 > FINANCE_MAX_RANGE_DAYS) return { field: 'to', message: RANGE_TOO_LONG };
  return { from, to };
}

export const SETTLEMENT_MAX = '100000.00';
export const SETTLEMENT_AMOUNT_MESSAGE = `amount must be more than 0.00 and at most ${SETTLEMENT_MAX}, with at most 2 decimals`;
export const SETTLEMENT_NOTE_MAX = 200;

/** POST /api/admin/cash/{driverId}/settlements: cash a driver handed over. */
export const settlementBodySchema = z.object({
  amount: decimalInput({
    precision: 8,
    scale: 2,
    messages: {
      required: SETTLEMENT_AMOUNT_MESSAGE,
      format: SETTLEMENT_AMOUNT_MESSAGE,
      tooLarge: SETTLEMENT_AMOUNT_MESSAGE,
    },
  }).refine((text) => {
    const value = Number(text);
    return value > 0 && value <= Number(SETTLEMENT_MAX);
  }, SETTLEMENT_AMOUNT_MESSAGE),
  note: z
    .string({ error: 'note must be text' })
    .trim()
    .max(SETTLEMENT_NOTE_MAX, tooLong(SETTLEMENT_NOTE_MAX))
    .refine(isStorableText, UNSTORABLE_TEXT)
    .optional()
    .transform((value) => (value ? value : null)),
});
export type SettlementBody = z.infer<typeof settlementBodySchema>;
