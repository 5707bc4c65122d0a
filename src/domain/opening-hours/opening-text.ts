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

/** "Closed · Opens at 10:00 AM" today, "Closed · Opens Monday at 10:00 AM" another day. */
export function closedLabel(opensAt: Date | null, timeZone: string, now: Date): string {
  if (!opensAt) return `Closed · ${NO_OPENING_HOURS}`;
  const day = dayWord(opensAt, timeZone, now);
  const when = day === 'today' ? '' : `${day} `;
  return `Closed · Opens ${when}at ${clockTime(opensAt, timeZone)}`;
}
