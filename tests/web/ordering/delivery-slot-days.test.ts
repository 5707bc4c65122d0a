import { describe, expect, it } from 'vitest';
import { dayOf, offeredSlot, slotDays } from '#web/features/ordering/delivery-slot-days.ts';

// The checkout's time picker: the server's times grouped by the restaurant's own calendar day and
// said on its clock, whatever zone the customer's device is in.

// Thursday 26 November 2026, 6:00 PM in Toronto (11:00 PM UTC).
const now = new Date('2026-11-26T23:00:00Z');
const slots = [
  '2026-11-26T23:30:00.000Z', // Thu 6:30 PM in Toronto
  '2026-11-27T04:45:00.000Z', // Thu 11:45 PM in Toronto, already Friday in UTC
  '2026-11-27T16:00:00.000Z', // Fri 11:00 AM
  '2026-11-27T16:15:00.000Z', // Fri 11:15 AM
  '2026-11-28T17:00:00.000Z', // Sat 12:00 PM
];

describe('slotDays', () => {
  it("groups the times by the restaurant's day: Today, Tomorrow, then the date", () => {
    const days = slotDays(slots, 'America/Toronto', now);
    expect(days.map((day) => [day.date, day.label, day.times.map((time) => time.label)])).toEqual([
      ['2026-11-26', 'Today', ['6:30 PM', '11:45 PM']],
      ['2026-11-27', 'Tomorrow', ['11:00 AM', '11:15 AM']],
      ['2026-11-28', 'Sat, Nov 28', ['12:00 PM']],
    ]);
    expect(days[0]?.times[1]?.iso).toBe('2026-11-27T04:45:00.000Z');
  });

  it('reads the same times on a clock ahead of UTC (Tokyo is already on Friday morning)', () => {
    const days = slotDays(slots, 'Asia/Tokyo', now);
    expect(days.map((day) => [day.label, day.times.map((time) => time.label)])).toEqual([
      ['Today', ['8:30 AM', '1:45 PM']],
      ['Tomorrow', ['1:00 AM', '1:15 AM']],
      ['Sun, Nov 29', ['2:00 AM']],
    ]);
  });

  it('has no days without times', () => {
    expect(slotDays([], 'America/Toronto', now)).toEqual([]);
  });
});

describe('offeredSlot', () => {
  it('keeps the chosen time while it is offered', () => {
    expect(offeredSlot(slots, '2026-11-27T16:15:00.000Z')).toBe('2026-11-27T16:15:00.000Z');
  });

  it('moves to the next offered time once the chosen one has passed', () => {
    expect(offeredSlot(slots.slice(1), '2026-11-26T23:30:00.000Z')).toBe('2026-11-27T04:45:00.000Z');
  });

  it('starts at the first time, and has none when nothing is offered', () => {
    expect(offeredSlot(slots, null)).toBe(slots[0]);
    expect(offeredSlot([], '2026-11-27T16:15:00.000Z')).toBeNull();
  });
});

describe('dayOf', () => {
  it('finds the day a time is on', () => {
    const days = slotDays(slots, 'America/Toronto', now);
    expect(dayOf(days, '2026-11-27T16:15:00.000Z')?.label).toBe('Tomorrow');
    expect(dayOf(days, '2026-12-01T16:15:00.000Z')).toBeUndefined();
  });
});
