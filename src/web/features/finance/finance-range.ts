// The dashboard's date-range presets as whole days (YYYY-MM-DD). "Today" is the admin's browser
// date; the server then sums whole days in its own TIME_ZONE, which the page names under the
// controls, so a range is never silently shifted by an hour here.
import { addDays } from '#domain/shared/calendar-days.ts';

export { addDays };

export const RANGE_PRESETS = ['today', 'week', 'month', 'year', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export type FixedPreset = Exclude<RangePreset, 'custom'>;

export const RANGE_PRESET_LABELS: Record<RangePreset, string> = {
  today: 'Today',
  week: 'Week',
  month: 'Month',
  year: 'Year',
  custom: 'Custom',
};

/**
 * How many days each preset covers, today included. A year is 365 days, within the server's
 * FINANCE_MAX_RANGE_DAYS (366), so no preset can be refused for its length.
 */
export const PRESET_DAYS: Record<FixedPreset, number> = { today: 1, week: 7, month: 30, year: 365 };

export interface DayRange {
  from: string;
  to: string;
}

/** The calendar day of `now` where the browser is, as YYYY-MM-DD (not the UTC day). */
export function localDay(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${String(now.getFullYear()).padStart(4, '0')}-${month}-${day}`;
}

/** The range a preset means on `today`: the last N days, today included. */
export function presetRange(preset: FixedPreset, today: string): DayRange {
  return { from: addDays(today, -(PRESET_DAYS[preset] - 1)), to: today };
}
