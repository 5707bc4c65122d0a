// How a coming opening is said: "Opens tomorrow at 10:00 AM" (the 409 restaurant_closed message)
// and "Closed · Opens at 10:00 AM" (cards and the restaurant page), in the restaurant's zone.
import { daysBetween, wallTimeAt } from './zoned-time';

export const RESTAURANT_CLOSED = 'restaurant_closed';
export const NO_OPENING_HOURS = 'No opening hours';

/** "10:00 AM" at `instant` on the wall clock of `timeZone`. */
export function clockTime(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  // Joined with a plain space: newer ICU data puts a narrow no-break space before AM/PM.
  return `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

/** "today", "tomorrow" or the weekday's name of `instant`, seen from `now` in `timeZone`. */
export function dayWord(instant: Date, timeZone: string, now: Date): string {
  const days = daysBetween(wallTimeAt(now, timeZone), wallTimeAt(instant, timeZone));
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' }).format(instant);
}

/** "Opens tomorrow at 10:00 AM". */
export function opensMessage(opensAt: Date, timeZone: string, now: Date): string {
  return `Opens ${dayWord(opensAt, timeZone, now)} at ${clockTime(opensAt, timeZone)}`;
}

/** The 409 restaurant_closed message for a restaurant outside its hours. */
export function outsideHoursMessage(
  restaurantName: string,
  opensAt: Date | null,
  timeZone: string,
  now: Date,
): string {
  return opensAt
    ? opensMessage(opensAt, timeZone, now)
    : `${restaurantName} has no opening hours and takes no orders`;
}

/**
 * A coming opening on the restaurant's own clock, as the server's time-zone data reads it: the
 * catalogue sends this, so a browser whose zone data differs still says what the server enforces.
 */
export interface LocalOpening {
  /** The restaurant's calendar date of the opening, "2026-11-27". */
  date: string;
  /** "Friday". */
  weekday: string;
  /** "10:00 AM". */
  time: string;
}

const isoDate = (wall: { year: number; month: number; day: number }) =>
  `${String(wall.year).padStart(4, '0')}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;

export function localOpening(opensAt: Date, timeZone: string): LocalOpening {
  return {
    date: isoDate(wallTimeAt(opensAt, timeZone)),
    weekday: new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' }).format(opensAt),
    time: clockTime(opensAt, timeZone),
  };
}

/** The restaurant's calendar date at `now`, "2026-11-27". */
export function localDate(now: Date, timeZone: string): string {
  return isoDate(wallTimeAt(now, timeZone));
}

/**
 * "Closed · Opens at 10:00 AM" today, "Closed · Opens tomorrow at 10:00 AM", "Closed · Opens
 * Monday at 10:00 AM" further off; `today` is the restaurant's date now ("2026-11-27").
 */
export function closedLabel(opening: LocalOpening | null, today: string): string {
  if (!opening) return `Closed · ${NO_OPENING_HOURS}`;
  const days = daysBetween(parseDate(today), parseDate(opening.date));
  const when = days <= 0 ? '' : days === 1 ? 'tomorrow ' : `${opening.weekday} `;
  return `Closed · Opens ${when}at ${opening.time}`;
}

function parseDate(date: string) {
  const [year, month, day] = date.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 1, day: day ?? 1 };
}
