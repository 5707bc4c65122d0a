import { describe, expect, it } from 'vitest';
import {
  checkScheduledFor,
  deliverySlots,
  SCHEDULE_MAX_DAYS,
  type SlotRules,
} from '#domain/opening-hours/delivery-slots.ts';
import type { WeekHours } from '#domain/opening-hours/schedule.ts';
import { wallTimeAt } from '#domain/opening-hours/zoned-time.ts';
import { WEEKDAY_HOURS_FIELDS } from '#domain/shared/options.ts';

// The times an order for later may be placed for: quarter hours of the restaurant's clock, at
// least the minimum lead and at most seven days ahead, inside the opening hours; and why a time
// that is not one is refused, with the next one that is.

const everyDay = (text: string) =>
  Object.fromEntries(WEEKDAY_HOURS_FIELDS.map((field) => [field, text])) as WeekHours;
const MINUTE = 60_000;

function rules(overrides: Partial<SlotRules> = {}): SlotRules {
  return {
    week: everyDay('10:00 AM - 10:00 PM'),
    timeZone: 'America/Toronto',
    now: new Date('2026-11-25T12:00:00Z'), // Wednesday 7:00 AM in Toronto
    minLeadMinutes: 30,
    ...overrides,
  };
}

const check = (iso: string, overrides: Partial<SlotRules> = {}) =>
  checkScheduledFor(new Date(iso), rules(overrides), 'Nonna Rosa');

describe('delivery slots', () => {
  it('start at the opening when closed now, every quarter hour until a quarter before closing', () => {
    const slots = deliverySlots(rules());
    expect(slots[0]).toBe('2026-11-25T15:00:00.000Z'); // 10:00 AM
    const wednesday = slots.filter((slot) => slot < '2026-11-26T05:00:00.000Z');
    expect(wednesday).toHaveLength(48);
    expect(wednesday.at(-1)).toBe('2026-11-26T02:45:00.000Z'); // 9:45 PM: 10:00 PM is closing time
  });

  it('start the minimum lead from now, rounded up to the quarter hour', () => {
    const slots = deliverySlots(rules({ now: new Date('2026-11-25T16:50:00Z') })); // 11:50 AM
    expect(slots[0]).toBe('2026-11-25T17:30:00.000Z'); // 12:20 PM rounded up to 12:30 PM
    expect(deliverySlots(rules({ now: new Date('2026-11-25T16:50:00Z'), minLeadMinutes: 0 }))[0]).toBe(
      '2026-11-25T17:00:00.000Z',
    );
  });

  it('end seven days ahead, each a quarter hour after the one before or a later opening', () => {
    const r = rules({ week: everyDay('Open 24 hours') });
    const slots = deliverySlots(r);
    const last = new Date(slots.at(-1) as string).getTime();
    expect(last).toBeLessThanOrEqual(r.now.getTime() + SCHEDULE_MAX_DAYS * 24 * 60 * MINUTE);
    expect(last).toBeGreaterThan(r.now.getTime() + SCHEDULE_MAX_DAYS * 24 * 60 * MINUTE - 15 * MINUTE);
    for (let i = 1; i < slots.length; i += 1) {
      expect(Date.parse(slots[i] as string) - Date.parse(slots[i - 1] as string)).toBe(15 * MINUTE);
    }
  });

  it('follow hours that pass midnight on the day they start', () => {
    const week = { ...everyDay('Closed'), fridayHours: '6:00 PM - 2:00 AM' };
    const slots = deliverySlots(rules({ week }));
    expect(slots[0]).toBe('2026-11-27T23:00:00.000Z'); // Friday 6:00 PM
    expect(slots.at(-1)).toBe('2026-11-28T06:45:00.000Z'); // Saturday 1:45 AM
    expect(slots).toHaveLength(32);
  });

  it('are quarter hours of the restaurant’s own clock, east of UTC too (Kathmandu +5:45, Kolkata +5:30)', () => {
    for (const timeZone of ['Asia/Kathmandu', 'Asia/Kolkata', 'Australia/Sydney']) {
      const slots = deliverySlots(rules({ timeZone }));
      expect(slots.length).toBeGreaterThan(300);
      for (const slot of slots) {
        const wall = wallTimeAt(new Date(slot), timeZone);
        expect(wall.minutes % 15).toBe(0);
        expect(wall.minutes).toBeGreaterThanOrEqual(10 * 60);
        expect(wall.minutes).toBeLessThan(22 * 60);
      }
    }
    // Kathmandu's 10:00 AM is 4:15 AM UTC.
    expect(deliverySlots(rules({ timeZone: 'Asia/Kathmandu' }))).toContain('2026-11-26T04:15:00.000Z');
  });

  it('keep the wall-clock hours across a daylight-saving change', () => {
    // Toronto moves its clocks forward on Sunday 8 March 2026: 10:00 AM is 15:00 UTC before, 14:00 after.
    const slots = deliverySlots(rules({ now: new Date('2026-03-07T12:00:00Z') }));
    expect(slots).toContain('2026-03-07T15:00:00.000Z');
    expect(slots).toContain('2026-03-08T14:00:00.000Z');
    expect(slots).not.toContain('2026-03-08T13:45:00.000Z'); // 9:45 AM that Sunday: before opening
    const sunday = slots.filter(
      (slot) => slot >= '2026-03-08T05:00:00.000Z' && slot < '2026-03-09T04:00:00.000Z',
    );
    expect(sunday).toHaveLength(48);
  });

  it('are none for a restaurant closed all week', () => {
    expect(deliverySlots(rules({ week: everyDay('Closed') }))).toEqual([]);
  });
});

describe('a chosen time', () => {
  it('is taken when it is one of the slots', () => {
    expect(check('2026-11-25T15:00:00Z')).toEqual({ ok: true });
    expect(check('2026-11-25T10:00:00-05:00')).toEqual({ ok: true });
  });

  it('too soon names the lead and the next possible time', () => {
    const now = new Date('2026-11-25T16:50:00Z'); // 11:50 AM
    expect(check('2026-11-25T17:00:00Z', { now })).toEqual({
      ok: false,
      message: 'Choose a time at least 30 minutes from now: the next possible time is today at 12:30 PM',
    });
  });

  it('off the quarter hour names the next quarter hour', () => {
    expect(check('2026-11-25T17:10:00Z')).toEqual({
      ok: false,
      message: 'Choose a time on the quarter hour: the next possible time is today at 12:15 PM',
    });
    expect(check('2026-11-25T17:15:30Z')).toMatchObject({ ok: false });
  });

  it('outside the hours names the next opening', () => {
    expect(check('2026-11-26T03:30:00Z')).toEqual({
      ok: false,
      message: 'Nonna Rosa is closed at that time: the next possible time is tomorrow at 10:00 AM',
    });
  });

  it('more than seven days ahead names the earliest time', () => {
    expect(check('2026-12-03T15:00:00Z')).toEqual({
      ok: false,
      message: 'Choose a time within the next 7 days: the next possible time is today at 10:00 AM',
    });
  });

  it('at a restaurant with no hours says so', () => {
    expect(check('2026-11-25T15:00:00Z', { week: everyDay('Closed') })).toEqual({
      ok: false,
      message: 'Nonna Rosa has no opening hours in the next 7 days',
    });
  });
});
