import { clockTime } from '#domain/opening-hours/opening-text.ts';
import { localTimeZone } from './local-time-zone';

// How an order for later's time is written on every screen (the checkout's picker, the tracker, the
// kitchen's board), in English like the rest of the app. The zone is the one the reader lives by:
// the restaurant's for its own board and the picker, the device's for the customer's tracker.

function dateParts(instant: Date, timeZone: string, weekday: 'long' | 'short') {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday,
    month: 'short',
    day: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: part('weekday'), month: part('month'), day: part('day') };
}

function readable(iso: string): Date | null {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** "Friday, Nov 28 at 7:15 PM"; '' when unreadable. */
export function scheduledDateTime(iso: string, timeZone: string = localTimeZone()): string {
  const instant = readable(iso);
  if (!instant) return '';
  const { weekday, month, day } = dateParts(instant, timeZone, 'long');
  return `${weekday}, ${month} ${day} at ${clockTime(instant, timeZone)}`;
}

/** "Fri 7:15 PM": a card's short form; '' when unreadable. */
export function scheduledShort(iso: string, timeZone: string = localTimeZone()): string {
  const instant = readable(iso);
  if (!instant) return '';
  return `${dateParts(instant, timeZone, 'short').weekday} ${clockTime(instant, timeZone)}`;
}

/** "Sat, Nov 28": a day in a list of days. */
export function shortDate(instant: Date, timeZone: string): string {
  const { weekday, month, day } = dateParts(instant, timeZone, 'short');
  return `${weekday}, ${month} ${day}`;
}

/** "7:15 PM"; '' when unreadable. */
export function scheduledClock(iso: string, timeZone: string = localTimeZone()): string {
  const instant = readable(iso);
  return instant ? clockTime(instant, timeZone) : '';
}
