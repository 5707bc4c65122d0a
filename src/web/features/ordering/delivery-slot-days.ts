import { clockTime } from '#domain/opening-hours/opening-text.ts';
import { daysBetween, wallTimeAt } from '#domain/opening-hours/zoned-time.ts';
import { shortDate } from '#web/lib/scheduled-time.ts';

// The checkout's time picker: the server's times for later (ISO, earliest first) grouped by the
// restaurant's calendar day, each day and time said on the restaurant's own clock.

export interface SlotTime {
  /** What is sent as scheduledFor. */
  iso: string;
  /** "7:15 PM". */
  label: string;
}

export interface SlotDay {
  /** The restaurant's date, "2026-11-27": the day select's value. */
  date: string;
  /** "Today", "Tomorrow", then "Sat, Nov 28". */
  label: string;
  times: SlotTime[];
}

const isoDate = (wall: { year: number; month: number; day: number }) =>
  `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;

export function slotDays(slots: readonly string[], timeZone: string, now: Date): SlotDay[] {
  const today = wallTimeAt(now, timeZone);
  const days: SlotDay[] = [];
  for (const iso of slots) {
    const instant = new Date(iso);
    if (Number.isNaN(instant.getTime())) continue;
    const wall = wallTimeAt(instant, timeZone);
    const date = isoDate(wall);
    let day = days.at(-1);
    if (day?.date !== date) {
      const ahead = daysBetween(today, wall);
      const label = ahead === 0 ? 'Today' : ahead === 1 ? 'Tomorrow' : shortDate(instant, timeZone);
      day = { date, label, times: [] };
      days.push(day);
    }
    day.times.push({ iso, label: clockTime(instant, timeZone) });
  }
  return days;
}

/**
 * The time to show as chosen: the one chosen while it is still offered, else the next offered after
 * it (its quarter hour has passed), else the first of all; null when nothing is offered.
 */
export function offeredSlot(slots: readonly string[], chosen: string | null): string | null {
  if (chosen !== null) {
    const at = Date.parse(chosen);
    const next = slots.find((slot) => Date.parse(slot) >= at);
    if (next !== undefined) return next;
  }
  return slots[0] ?? null;
}

/** The day of `iso` among `days`. */
export function dayOf(days: readonly SlotDay[], iso: string | null): SlotDay | undefined {
  return days.find((day) => day.times.some((time) => time.iso === iso));
}
