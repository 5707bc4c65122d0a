import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DayRange } from './finance-range';

// The SQL every finance read shares: a timestamp inside a range of whole local days, and a
// timestamp as local text, both in the business's time zone.

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
