import { type RangeProblem, resolveFinanceRange } from '#domain/finance/requests.ts';
import { FINANCE_DEFAULT_RANGE_DAYS } from '#domain/finance/responses.ts';
import { addDays, dayNumber, todayIn, weekStartOf } from '#domain/shared/calendar-days.ts';

export { todayIn };

// The period a partner's statement covers: two whole days (YYYY-MM-DD), both included, as the
// finance endpoints take them in ?from=&to=. The quick choices are counted from "today".

export interface StatementPeriod {
  from: string;
  to: string;
}

export const PERIOD_PRESETS = ['last-30-days', 'this-week', 'last-4-weeks', 'this-month'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const PRESET_LABELS: Record<PeriodPreset, string> = {
  'last-30-days': 'Last 30 days',
  'this-week': 'This week',
  'last-4-weeks': 'Last 4 weeks',
  'this-month': 'This month',
};

/**
 * The days a quick choice covers, ending today: the last 30 days; this week from Monday; the last 4
 * weeks (this week and the three before it, from Monday); this month from the 1st.
 */
export function presetPeriod(preset: PeriodPreset, today: string): StatementPeriod {
  switch (preset) {
    case 'last-30-days':
      return { from: addDays(today, -(FINANCE_DEFAULT_RANGE_DAYS - 1)), to: today };
    case 'this-week':
      return { from: weekStartOf(today), to: today };
    case 'last-4-weeks':
      return { from: addDays(weekStartOf(today), -21), to: today };
    case 'this-month':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** The quick choice that covers exactly this period today, or null for a period of one's own. */
export function matchingPreset(period: StatementPeriod, today: string): PeriodPreset | null {
  if (dayNumber(today) === null) return null;
  // The earlier choices win when two cover the same days (on a Monday the 1st, say).
  return (
    PERIOD_PRESETS.find((preset) => {
      const days = presetPeriod(preset, today);
      return days.from === period.from && days.to === period.to;
    }) ?? null
  );
}

/** What is wrong with a period, with the field to show it next to (the server's own rule), or null. */
export function periodProblem(period: StatementPeriod): RangeProblem | null {
  const resolved = resolveFinanceRange({ from: period.from, to: period.to }, period.to);
  return 'field' in resolved ? resolved : null;
}

/**
 * `path?from=…&to=…`: the statement's URL (JSON or CSV) for a period, same origin, from the root;
 * without a period, the bare path (the server then takes its last 30 days, in its own time zone).
 */
export function withPeriod(path: string, period: StatementPeriod | null): string {
  if (!period) return path;
  return `${path}?${new URLSearchParams({ from: period.from, to: period.to })}`;
}
