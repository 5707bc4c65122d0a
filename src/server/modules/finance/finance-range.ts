import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type FinanceRangeQuery, resolveFinanceRange } from '#domain/finance/requests.ts';
import { dayNumber, dayText, todayIn } from '#domain/shared/calendar-days.ts';
import { AppError } from '#server/http/app-error.ts';

// The whole days a finance read covers, in the business's time zone (TIME_ZONE): how a query's
// from/to become a range, the SQL that keeps a timestamp inside it, and the days in it.

export interface DayRange {
  /** First day, YYYY-MM-DD, included. */
  from: string;
  /** Last day, YYYY-MM-DD, included. */
  to: string;
  timeZone: string;
}

/** The query's range with its defaults, or a 400 naming the field at fault. */
export function financeRange(query: FinanceRangeQuery, timeZone: string, now?: Date): DayRange {
  const resolved = resolveFinanceRange(query, todayIn(timeZone, now));
  if ('field' in resolved) {
    throw new AppError(400, 'invalid_input', resolved.message, { [resolved.field]: resolved.message });
  }
  return { ...resolved, timeZone };
}

/** `column` falls on one of the range's days: a half-open interval the column's index can serve. */
export function withinRange(column: AnyPgColumn, range: DayRange): SQL {
  return sql`(${column} >= (${range.from}::date::timestamp at time zone ${range.timeZone}) and ${column} < ((${range.to}::date + 1)::timestamp at time zone ${range.timeZone}))`;
}

/** The local day of a timestamp column, as YYYY-MM-DD text. */
export function localDay(column: AnyPgColumn, timeZone: string): SQL<string> {
  return sql<string>`to_char((${column} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
}

/** The local date and time of a timestamp column, as "YYYY-MM-DD HH:MM:SS" (spreadsheets read it). */
export function localDateTime(column: AnyPgColumn, timeZone: string): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`;
}

/** Every day of the range, oldest first. */
export function daysOf(range: Pick<DayRange, 'from' | 'to'>): string[] {
  const first = dayNumber(range.from);
  const last = dayNumber(range.to);
  if (first === null || last === null) return [];
  const days: string[] = [];
  for (let day = first; day <= last; day += 1) days.push(dayText(day));
  return days;
}
