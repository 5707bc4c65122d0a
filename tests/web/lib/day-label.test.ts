import { describe, expect, it } from 'vitest';
import { dayLabel, instantLabel, weekLabel } from '#web/lib/day-label.ts';

describe('day labels', () => {
  it('reads a day as a calendar day, whatever the zone', () => {
    expect(dayLabel('2026-03-05', 'en-US')).toBe('Thu, Mar 5, 2026');
    expect(weekLabel('2026-03-02', 'en-US')).toBe('Week of Mar 2, 2026');
  });

  it('shows what is not a day as it is', () => {
    expect(dayLabel('soon', 'en-US')).toBe('soon');
    expect(weekLabel('soon', 'en-US')).toBe('Week of soon');
  });

  it('shows an instant in the statement’s zone', () => {
    expect(instantLabel('2026-03-18T02:30:00Z', 'America/Toronto', 'en-US')).toBe('Mar 17, 2026, 10:30 PM');
    expect(instantLabel('2026-03-18T02:30:00Z', 'UTC', 'en-US')).toBe('Mar 18, 2026, 2:30 AM');
    expect(instantLabel('nonsense')).toBe('');
  });
});
