import { describe, expect, it } from 'vitest';
import { scheduledClock, scheduledDateTime, scheduledShort } from '#web/lib/scheduled-time.ts';

// An order for later's time as the screens write it, on the clock of the zone given.

const at = '2026-11-28T00:15:00.000Z';

describe('scheduled time', () => {
  it('writes the full date and time on the given clock', () => {
    expect(scheduledDateTime(at, 'America/Toronto')).toBe('Friday, Nov 27 at 7:15 PM');
    expect(scheduledDateTime(at, 'Asia/Tokyo')).toBe('Saturday, Nov 28 at 9:15 AM');
  });

  it('writes the short forms of a card and a badge', () => {
    expect(scheduledShort(at, 'America/Toronto')).toBe('Fri 7:15 PM');
    expect(scheduledClock(at, 'America/Toronto')).toBe('7:15 PM');
  });

  it('writes nothing for a time it cannot read', () => {
    expect(scheduledDateTime('soon', 'America/Toronto')).toBe('');
    expect(scheduledShort('soon', 'America/Toronto')).toBe('');
    expect(scheduledClock('soon', 'America/Toronto')).toBe('');
  });
});
