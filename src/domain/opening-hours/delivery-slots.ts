// Orders for later (issue "Real menus and orders for later"): the times a customer may choose.
// A time is a quarter hour of the restaurant's own clock, at least the minimum lead ahead, at most
// seven days ahead, and inside its opening hours. Pure: `now` is a parameter, never the clock.
import { clockTime, dayWord } from './opening-text';
import { joinedSpans, type WeekHours } from './schedule';
import { wallTimeAt } from './zoned-time';

/** Times are offered every 15 minutes of the restaurant's wall clock. */
export const SLOT_MINUTES = 15;
/** How far ahead an order may be scheduled. */
export const SCHEDULE_MAX_DAYS = 7;
/** The default of SCHEDULE_MIN_LEAD_MINUTES: the earliest time is this far from now. */
export const DEFAULT_SCHEDULE_MIN_LEAD_MINUTES = 30;

const MINUTE_MS = 60_000;
const SLOT_MS = SLOT_MINUTES * MINUTE_MS;
const DAY_MS = 86_400_000;

export interface SlotRules {
  /** The restaurant's seven days' hours and the zone they are read in. */
  week: WeekHours;
  timeZone: string;
  now: Date;
  minLeadMinutes: number;
}

/**
 * Every zone's offset from UTC today is a whole number of quarter hours (India +5:30, Nepal +5:45),
 * so a quarter hour of the restaurant's clock is a quarter hour of UTC. The check still reads the
 * wall clock, so a zone that ever breaks this is refused rather than mis-slotted.
 */
function onQuarterHour(instant: number, timeZone: string): boolean {
  return instant % MINUTE_MS === 0 && wallTimeAt(new Date(instant), timeZone).minutes % SLOT_MINUTES === 0;
}

function window(rules: SlotRules) {
  const now = rules.now.getTime();
  const earliest = now + rules.minLeadMinutes * MINUTE_MS;
  return { earliest: Math.ceil(earliest / SLOT_MS) * SLOT_MS, latest: now + SCHEDULE_MAX_DAYS * DAY_MS };
}

/** The times from `from` on (epoch ms, a quarter hour) within the window and the hours, in order. */
function* slotsFrom(rules: SlotRules, from: number): Generator<number> {
  const { latest } = window(rules);
  for (const span of joinedSpans(rules.week, rules.timeZone, rules.now)) {
    if (span.start > latest) return;
    const first = Math.max(from, Math.ceil(span.start / SLOT_MS) * SLOT_MS);
    // The wall clock is read once per span (a zone's offset changes by whole quarter hours, if at
    // all, within one): reading it for each of a week's 672 slots cost 5 ms a request.
    if (first >= span.end || !onQuarterHour(first, rules.timeZone)) continue;
    // A slot at closing time is outside the hours: the kitchen is closed by then.
    for (let slot = first; slot < span.end && slot <= latest; slot += SLOT_MS) yield slot;
  }
}

/** Every time the customer may choose now, earliest first (ISO strings). */
export function deliverySlots(rules: SlotRules): string[] {
  return Array.from(slotsFrom(rules, window(rules).earliest), (slot) => new Date(slot).toISOString());
}

/** The first time that may be chosen at or after `at` (or the first of all), null when none. */
function nextSlot(rules: SlotRules, at: number): number | null {
  const { earliest } = window(rules);
  for (const slot of slotsFrom(rules, Math.max(earliest, Math.ceil(at / SLOT_MS) * SLOT_MS))) return slot;
  for (const slot of slotsFrom(rules, earliest)) return slot;
  return null;
}

export type SlotCheck = { ok: true } | { ok: false; message: string };

/** "tomorrow at 10:00 AM" on the restaurant's clock. */
function slotWords(slot: number, rules: SlotRules): string {
  const instant = new Date(slot);
  return `${dayWord(instant, rules.timeZone, rules.now)} at ${clockTime(instant, rules.timeZone)}`;
}

/**
 * Whether `at` may be chosen; if not, why, with the next time that may: "Choose a time at least
 * 30 minutes from now: the next possible time is today at 7:15 PM".
 */
export function checkScheduledFor(at: Date, rules: SlotRules, restaurantName: string): SlotCheck {
  const time = at.getTime();
  const { earliest, latest } = window(rules);
  const reason =
    time < earliest
      ? `Choose a time at least ${rules.minLeadMinutes} minutes from now`
      : time > latest
        ? `Choose a time within the next ${SCHEDULE_MAX_DAYS} days`
        : !onQuarterHour(time, rules.timeZone)
          ? 'Choose a time on the quarter hour'
          : nextSlot(rules, time) !== time
            ? `${restaurantName} is closed at that time`
            : null;
  if (reason === null) return { ok: true };
  const next = nextSlot(rules, time);
  if (next === null) {
    return {
      ok: false,
      message: `${restaurantName} has no opening hours in the next ${SCHEDULE_MAX_DAYS} days`,
    };
  }
  return { ok: false, message: `${reason}: the next possible time is ${slotWords(next, rules)}` };
}
