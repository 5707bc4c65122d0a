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

export interface Span {
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

/** True when every day reads as open all day (the common demo week): no zone arithmetic needed. */
function alwaysOpen(week: WeekHours): boolean {
  return WEEKDAY_HOURS_FIELDS.every((field) => {
    const reading = readDayHours(week[field]);
    return !reading.ok || reading.hours.kind === 'allDay';
  });
}

export function openingState(week: WeekHours, timeZone: string, now: Date): OpeningState {
  // Checked on every order: a restaurant open around the clock costs no date arithmetic.
  if (alwaysOpen(week)) return { openNow: true, opensAt: null, changesAt: null };
  const time = now.getTime();
  // The first joined span that contains now or lies ahead decides, so usually only two or three
  // days are computed.
  for (const span of joinedSpans(week, timeZone, now)) {
    if (span.end > time) return stateIn(span, time);
  }
  return { openNow: false, opensAt: null, changesAt: null };
}

/**
 * The restaurant's open spans (epoch ms, joined where they touch) from yesterday's (its hours may
 * pass midnight) to a week ahead of `now`, in order: each day's span starts on that day, so they
 * come sorted. Lazy: a caller that stops early computes only the days it reached.
 */
export function* joinedSpans(week: WeekHours, timeZone: string, now: Date): Generator<Span> {
  const today = wallTimeAt(now, timeZone);
  let joined: Span | null = null;
  for (let offset = -1; offset <= 7; offset += 1) {
    const date = addDays(today, offset);
    const span = spanOf(dayHours(week, date), date, timeZone);
    if (!span || span.end <= span.start) continue;
    if (joined && span.start <= joined.end) {
      joined.end = Math.max(joined.end, span.end);
      continue;
    }
    if (joined) yield joined;
    joined = { ...span };
  }
  if (joined) yield joined;
}

function stateIn(span: Span, time: number): OpeningState {
  if (span.start <= time) return { openNow: true, opensAt: null, changesAt: new Date(span.end) };
  return { openNow: false, opensAt: new Date(span.start), changesAt: new Date(span.start) };
}
