// Whole calendar days as YYYY-MM-DD, the unit of every finance range and statement: which day it is
// in a time zone, and day arithmetic without clocks (a day number counts days since 1970-01-01).

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** A real calendar day (no 2026-02-30) from 1970 on, as its day number, or null. */
export function dayNumber(text: string): number | null {
  const match = DATE_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, dayOfMonth] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1970 || year > 9999) return null;
  const millis = Date.UTC(year, month - 1, dayOfMonth);
  const date = new Date(millis);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== dayOfMonth) return null;
  return millis / DAY_MS;
}

/** Day number back to YYYY-MM-DD. */
export function dayText(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  const number = dayNumber(day);
  if (number === null) throw new RangeError(`Not a date: ${day}`);
  return dayText(number + count);
}

/** The Monday that starts a day's week (weeks run Monday to Sunday). */
export function weekStartOf(day: string): string {
  const number = dayNumber(day);
  if (number === null) throw new RangeError(`Not a date: ${day}`);
  // 1970-01-01 was a Thursday: day 0 is weekday 3 counting from Monday = 0.
  const weekday = (((number + 3) % 7) + 7) % 7;
  return dayText(number - weekday);
}

/**
 * Today where `timeZone` is (IANA), YYYY-MM-DD; without a zone, or with one this runtime does not
 * know, where the device is.
 */
export function todayIn(timeZone?: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  const format = (zone?: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  try {
    return format(timeZone);
  } catch {
    return format(undefined);
  }
}
