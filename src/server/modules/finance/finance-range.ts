import { type FinanceRangeQuery, resolveFinanceRange } from '#domain/finance/requests.ts';
import { dayNumber, dayText, todayIn } from '#domain/shared/calendar-days.ts';
import { AppError } from '#server/http/app-error.ts';

// The whole days a finance read covers, in the business's time zone (TIME_ZONE): how a query's
// from/to become a range, and the days in it (the SQL for it is in day-range-sql.repo.ts).

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

/** Every day of the range, oldest first. */
export function daysOf(range: Pick<DayRange, 'from' | 'to'>): string[] {
  const first = dayNumber(range.from);
  const last = dayNumber(range.to);
  if (first === null || last === null) return [];
  const days: string[] = [];
  for (let day = first; day <= last; day += 1) days.push(dayText(day));
  return days;
}
