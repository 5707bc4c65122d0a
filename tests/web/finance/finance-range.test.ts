import { describe, expect, it } from 'vitest';
import { FINANCE_MAX_RANGE_DAYS } from '#domain/finance/responses.ts';
import { dayNumber } from '#domain/shared/calendar-days.ts';
import {
  addDays,
  localDay,
  PRESET_DAYS,
  presetRange,
  RANGE_PRESET_LABELS,
  RANGE_PRESETS,
} from '#web/features/finance/finance-range.ts';

// The dashboard's range presets are whole calendar days counted back from the admin's today.

const length = ({ from, to }: { from: string; to: string }) =>
  (dayNumber(to) ?? 0) - (dayNumber(from) ?? 0) + 1;

describe('localDay', () => {
  it("is the browser's calendar day, not the UTC one", () => {
    // 23:30 local time on May 15 is May 15 here, whatever UTC says.
    expect(localDay(new Date(2026, 4, 15, 23, 30))).toBe('2026-05-15');
    expect(localDay(new Date(2026, 0, 1, 0, 5))).toBe('2026-01-01');
  });
});

describe('addDays', () => {
  it('counts calendar days across months, years and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-05-15', 0)).toBe('2026-05-15');
  });

  it('refuses something that is not a date', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('', 1)).toThrow(RangeError);
  });
});

describe('presetRange', () => {
  const today = '2026-05-15';

  it('Today is today only', () => {
    expect(presetRange('today', today)).toEqual({ from: today, to: today });
  });

  it('Week is the last 7 days, today included', () => {
    expect(presetRange('week', today)).toEqual({ from: '2026-05-09', to: today });
  });

  it('Month is the last 30 days, today included', () => {
    expect(presetRange('month', today)).toEqual({ from: '2026-04-16', to: today });
  });

  it('Year is the last 365 days, today included', () => {
    expect(presetRange('year', today)).toEqual({ from: '2025-05-16', to: today });
    expect(presetRange('year', '2028-12-31')).toEqual({ from: '2028-01-02', to: '2028-12-31' });
  });

  it('covers exactly the days it says, and never more than the server allows', () => {
    for (const preset of ['today', 'week', 'month', 'year'] as const) {
      const range = presetRange(preset, today);
      expect(length(range), preset).toBe(PRESET_DAYS[preset]);
      expect(length(range), preset).toBeLessThanOrEqual(FINANCE_MAX_RANGE_DAYS);
    }
  });
});

describe('the preset labels', () => {
  it('are Today, Week, Month, Year and Custom, in that order', () => {
    expect(RANGE_PRESETS.map((preset) => RANGE_PRESET_LABELS[preset])).toEqual([
      'Today',
      'Week',
      'Month',
      'Year',
      'Custom',
    ]);
  });
});
