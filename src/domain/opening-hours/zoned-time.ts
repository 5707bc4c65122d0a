// Wall clock ↔ instant in an IANA time zone with Intl alone. A wall time that a daylight-saving
// change skips is read as the same distance past the change (2:30 AM on a spring-forward night is
// 3:30 AM); one that happens twice is its first occurrence.

export interface WallDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

export interface WallTime extends WallDate {
  /** Minutes after midnight. */
  minutes: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock date and time at `instant` (ms) in `timeZone`, to the second. */
function wallParts(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Minutes the zone is ahead of UTC at `instant` (ms). */
function offsetMinutes(instant: number, timeZone: string): number {
  const p = wallParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / MINUTE_MS);
}

/** The wall-clock date and minute of `instant` in `timeZone`. */
export function wallTimeAt(instant: Date, timeZone: string): WallTime {
  const p = wallParts(instant.getTime(), timeZone);
  return { year: p.year, month: p.month, day: p.day, minutes: p.hour * 60 + p.minute };
}

/** The instant the wall clock of `timeZone` shows `wall`. */
export function instantAt(wall: WallTime, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day) + wall.minutes * MINUTE_MS;
  // The zone's offsets a day either side: a change between them is the only one near this time.
  const before = offsetMinutes(asUtc - DAY_MS, timeZone);
  const after = offsetMinutes(asUtc + DAY_MS, timeZone);
  const fits = [before, after]
    .map((offset) => asUtc - offset * MINUTE_MS)
    .filter((candidate) => wallTimeMatches(candidate, wall, timeZone))
    .sort((a, b) => a - b);
  // None fits: the time was skipped; the offset before the change carries it past the gap.
  return new Date(fits[0] ?? asUtc - before * MINUTE_MS);
}

function wallTimeMatches(instant: number, wall: WallTime, timeZone: string): boolean {
  const seen = wallTimeAt(new Date(instant), timeZone);
  return (
    seen.year === wall.year &&
    seen.month === wall.month &&
    seen.day === wall.day &&
    seen.minutes === wall.minutes
  );
}

/** The calendar date `days` after `date`. */
export function addDays(date: WallDate, days: number): WallDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** 0 for Sunday … 6 for Saturday. */
export function weekdayOf(date: WallDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** Whole days from `from` to `to` (calendar dates). */
export function daysBetween(from: WallDate, to: WallDate): number {
  return Math.round(
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / DAY_MS,
  );
}
