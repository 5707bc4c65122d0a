// Dates as the dashboard writes them. Range days are calendar days of the server's time zone, so
// they are formatted as such (read in UTC: no shift); an order's time is the admin's own clock.

function calendarDate(day: string): Date | null {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return null;
  return new Date(Date.UTC(year, month - 1, date));
}

/** "May 5" from "2026-05-05". */
export function shortDate(day: string): string {
  const date = calendarDate(day);
  if (!date) return day;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** "May 5, 2026" from "2026-05-05". */
export function longDate(day: string): string {
  const date = calendarDate(day);
  if (!date) return day;
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "May 5, 2026" for one day, "Apr 6, 2026 – May 5, 2026" for a range. */
export function rangeText(from: string, to: string): string {
  return from === to ? longDate(from) : `${longDate(from)} – ${longDate(to)}`;
}

/** When an order was placed, in the admin's time zone: "May 5, 2026, 2:30 PM". */
export function placedAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
