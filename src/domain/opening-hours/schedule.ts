// Whether a restaurant is open at an instant by its seven days' hours read in its own time zone,
// and when that next changes. Pure: the instant is a parameter, never the clock.
import { WEEKDAY_HOURS_FIELDS, type WeekdayHoursField } from '../shared/options';
import { type DayHours, readDayHours } from './hours-text';
import { addDays, instantAt, type WallDate, wallTimeAt, weekdayOf } from './zoned-time';

export type WeekHours = Record<WeekdayHoursField, string>;

export interface OpeningState {
  openNow: boolean;
  /** When it next opens (null while open, or when no day has hours). */
  opensAt: Date | null;
  /** When openNow next flips (null when it never does): a cached answer is good until then. */
  changesAt: Date | null;
}

// WEEKDAY_HOURS_FIELDS starts on Monday; Date's weekday 0 is Sunday.
const FIELD_BY_WEEKDAY: WeekdayHoursField[] = [
  'sundayHours',
  ...WEEKDAY_HOURS_FIELDS.filter((field) => field !== 'sundayHours'),
];

/**
 * A day's stored text. Text that does not read as hours (stored before hours were checked) keeps
 * what it meant then: no limit on that day.
 */
function dayHours(week: WeekHours, date: WallDate): DayHours {
  const reading = readDayHours(week[FIELD_BY_WEEKDAY[weekdayOf(date)] ?? 'sundayHours']);
  return reading.ok ? reading.hours : { kind: 'allDay' };
}

interface Span {
  start: number;
  end: number;
}

function spanOf(hours: DayHours, date: WallDate, timeZone: string): Span | null {
  if (hours.kind === 'closed') return null;
  const at = (day: WallDate, minutes: number) => instantAt({ ...day, minutes }, timeZone).getTime();
  if (hours.kind === 'allDay') return { start: at(date, 0), end: at(addDays(date, 1), 0) };
  const endDay = hours.closes > hours.opens ? date : addDays(date, 1);
  return { start: at(date, hours.opens), end: at(endDay, hours.closes) };
}

/** Open spans from yesterday (its hours may pass midnight) to a week ahead, joined where they touch. */
function openSpans(week: WeekHours, timeZone: string, now: Date): Span[] {
  const today = wallTimeAt(now, timeZone);
  const spans: Span[] = [];
  for (let offset = -1; offset <= 7; offset += 1) {
    const date = addDays(today, offset);
    const span = spanOf(dayHours(week, date), date, timeZone);
    if (span && span.end > span.start) spans.push(span);
  }
  spans.sort((a, b) => a.start - b.start);
  const joined: Span[] = [];
  for (const span of spans) {
    const last = joined[joined.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else joined.push({ ...span });
  }
  return joined;
}

export function openingState(week: WeekHours, timeZone: string, now: Date): OpeningState {
  const time = now.getTime();
  const spans = openSpans(week, timeZone, now);
  const current = spans.find((span) => span.start <= time && time < span.end);
  if (current) return { openNow: true, opensAt: null, changesAt: new Date(current.end) };
  const next = spans.find((span) => span.start > time);
  const opensAt = next ? new Date(next.start) : null;
  return { openNow: false, opensAt, changesAt: opensAt };
}
