import { describe, expect, it } from 'vitest';
import {
  matchingPreset,
  periodProblem,
  presetPeriod,
  todayIn,
  withPeriod,
} from '#web/lib/statement-period.ts';

// The period of a partner's statement: the quick choices, the check made before asking the
// server, and the URLs that carry it.

describe('presetPeriod', () => {
  // 2026-03-18 is a Wednesday.
  const today = '2026-03-18';

  it('counts the last 30 days with today, as the server does when no period is named', () => {
    expect(presetPeriod('last-30-days', today)).toEqual({ from: '2026-02-17', to: today });
  });

  it('starts this week on Monday', () => {
    expect(presetPeriod('this-week', today)).toEqual({ from: '2026-03-16', to: today });
    expect(presetPeriod('this-week', '2026-03-16')).toEqual({ from: '2026-03-16', to: '2026-03-16' });
    expect(presetPeriod('this-week', '2026-03-22')).toEqual({ from: '2026-03-16', to: '2026-03-22' });
  });

  it('takes this week and the three before it for the last 4 weeks', () => {
    expect(presetPeriod('last-4-weeks', today)).toEqual({ from: '2026-02-23', to: today });
  });

  it('starts this month on the 1st, across a year end too', () => {
    expect(presetPeriod('this-month', today)).toEqual({ from: '2026-03-01', to: today });
    expect(presetPeriod('this-week', '2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-01' });
  });

  it('refuses a today that is no day', () => {
    expect(() => presetPeriod('this-week', '2026-02-30')).toThrow(RangeError);
  });
});

describe('matchingPreset', () => {
  it('names the quick choice a period is, or null for one of the admin’s own', () => {
    expect(matchingPreset({ from: '2026-03-16', to: '2026-03-18' }, '2026-03-18')).toBe('this-week');
    expect(matchingPreset({ from: '2026-03-01', to: '2026-03-18' }, '2026-03-18')).toBe('this-month');
    expect(matchingPreset({ from: '2026-03-02', to: '2026-03-18' }, '2026-03-18')).toBeNull();
  });

  it('prefers the earlier choice when two cover the same days', () => {
    // Monday 1 June 2026: this week and this month are the same one day.
    expect(matchingPreset({ from: '2026-06-01', to: '2026-06-01' }, '2026-06-01')).toBe('this-week');
  });
});

describe('periodProblem', () => {
  it('accepts a period of real days, from before to', () => {
    expect(periodProblem({ from: '2026-03-01', to: '2026-03-31' })).toBeNull();
    expect(periodProblem({ from: '2026-03-01', to: '2026-03-01' })).toBeNull();
  });

  it('names the field that is wrong, with the server’s messages', () => {
    expect(periodProblem({ from: '', to: '2026-03-31' })).toEqual({
      field: 'from',
      message: 'from must be a date such as 2026-11-23',
    });
    expect(periodProblem({ from: '2026-03-01', to: '2026-02-30' })).toEqual({
      field: 'to',
      message: 'to must be a date such as 2026-11-23',
    });
    expect(periodProblem({ from: '2026-03-02', to: '2026-03-01' })).toEqual({
      field: 'from',
      message: 'from must be on or before to',
    });
    expect(periodProblem({ from: '2025-01-01', to: '2026-03-01' })).toEqual({
      field: 'to',
      message: 'The range must cover at most 366 days',
    });
  });
});

describe('withPeriod', () => {
  it('adds from and to to a same-origin path', () => {
    const period = { from: '2026-03-01', to: '2026-03-31' };
    expect(withPeriod('/api/restaurant/statement.csv', period)).toBe(
      '/api/restaurant/statement.csv?from=2026-03-01&to=2026-03-31',
    );
    expect(withPeriod('/api/driver/statement', period)).toBe(
      '/api/driver/statement?from=2026-03-01&to=2026-03-31',
    );
  });
});

describe('todayIn', () => {
  const instant = new Date('2026-03-18T02:30:00Z');

  it('is the day in the given time zone', () => {
    expect(todayIn('UTC', instant)).toBe('2026-03-18');
    expect(todayIn('America/Toronto', instant)).toBe('2026-03-17');
    expect(todayIn('Asia/Tokyo', instant)).toBe('2026-03-18');
  });

  it('falls back to the device’s zone for a zone it does not know', () => {
    expect(todayIn('Not/AZone', instant)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
