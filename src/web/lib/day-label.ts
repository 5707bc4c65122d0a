// Whole days (YYYY-MM-DD) as people read them, in the device's language. A day is a calendar day,
// not an instant: it is formatted in UTC so no time zone can move it to the day before.

function utcDate(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Thu, Mar 5, 2026" from "2026-03-05"; anything else is shown as it is. */
export function dayLabel(day: string, locale?: string): string {
  const date = utcDate(day);
  if (!date) return day;
  return date.toLocaleDateString(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Week of Mar 2, 2026" from the week's Monday. */
export function weekLabel(weekStart: string, locale?: string): string {
  const date = utcDate(weekStart);
  if (!date) return `Week of ${weekStart}`;
  const text = date.toLocaleDateString(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `Week of ${text}`;
}

/**
 * "Mar 5, 2026, 2:35 PM" for an instant, in the given time zone (the statement's, so an instant sits
 * on the day it is counted on) or else the device's; '' when unreadable.
 */
export function instantLabel(iso: string, timeZone?: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  } catch {
    return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  }
}
