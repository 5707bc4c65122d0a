import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  dayNumber,
  dayText,
  type FinanceRangeQuery,
  resolveFinanceRange,
} from '../../../domain/schemas/finance';
import { AppError } from '../../http/app-error';

// The whole days a finance read covers, in the business's time zone (TIME_ZONE): how a query's
// from/to become a range, the SQL that keeps a timestamp inside it, and the days and weeks in it.

export interface DayRange {
  /** First day, YYYY-MM-DD, included. */
  from: string;
  /** Last day, YYYY-MM-DD, included. */
  to: string;
  timeZone: string;
}

/** Today's date where the business is, YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
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

/** The Monday that starts a day's week (ISO weeks). */
export function weekStartOf(day: string): string {
  const number = dayNumber(day);
  if (number === null) throw new RangeError(`Not a date: ${day}`);
  // 1970-01-01 was a Thursday: day 0 is weekday 3 counting from Monday = 0.
  const weekday = (((number + 3) % 7) + 7) % 7;
  return dayText(number - weekday);
}
