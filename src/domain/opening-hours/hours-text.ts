// One day's opening hours as the restaurant writes them ("10:00 AM - 10:00 PM", "Closed",
// "Open 24 hours"), read into minutes after midnight. A range whose end is not after its start
// passes midnight: it belongs to the day it starts and ends the next morning.

export const HOURS_FORMAT_MESSAGE = 'Hours must look like 10:00 AM - 10:00 PM, Closed or Open 24 hours';
export const HOURS_SAME_TIMES_MESSAGE = 'Opening and closing times must differ (or write Open 24 hours)';
export const CLOSED_TEXT = 'Closed';
export const ALL_DAY_TEXT = 'Open 24 hours';

export type DayHours =
  | { kind: 'closed' }
  | { kind: 'allDay' }
  /** Minutes after the day's midnight; `closes` ≤ `opens` means it closes the next day. */
  | { kind: 'range'; opens: number; closes: number };

export type HoursReading = { ok: true; hours: DayHours } | { ok: false; message: string };

const TIME = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?$/;
// Hyphen, en dash, em dash or the word "to" between the two times.
const SEPARATOR = /\s*(?:-|–|—|\bto\b)\s*/;

/** "10 AM", "10:00am", "10:00 p.m." → minutes after midnight; null when it is not such a time. */
function minutesOf(text: string): number | null {
  const match = TIME.exec(text);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = match[2] === undefined ? 0 : Number(match[2]);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  const pm = match[3] === 'p';
  return ((hour % 12) + (pm ? 12 : 0)) * 60 + minute;
}

/** Reads one day's text, tolerant of case, spacing and the usual ways of writing a time. */
export function readDayHours(text: string): HoursReading {
  const plain = text.trim().replace(/\s+/g, ' ').toLowerCase();
  if (plain === 'closed') return { ok: true, hours: { kind: 'closed' } };
  if (/^(open )?24 ?(hours|hrs|h)$/.test(plain)) return { ok: true, hours: { kind: 'allDay' } };
  const parts = plain.split(SEPARATOR);
  if (parts.length !== 2) return { ok: false, message: HOURS_FORMAT_MESSAGE };
  const opens = minutesOf(parts[0] ?? '');
  const closes = minutesOf(parts[1] ?? '');
  if (opens === null || closes === null) return { ok: false, message: HOURS_FORMAT_MESSAGE };
  if (opens === closes) return { ok: false, message: HOURS_SAME_TIMES_MESSAGE };
  return { ok: true, hours: { kind: 'range', opens, closes } };
}

/** The message for text that does not read as hours, or null when it does. */
export function hoursTextIssue(text: string): string | null {
  const reading = readDayHours(text);
  return reading.ok ? null : reading.message;
}
