import { describe, expect, it } from 'vitest';
import {
  closedLabel,
  localDate,
  localOpening,
  outsideHoursMessage,
} from '#domain/opening-hours/opening-text.ts';
import { openingState, type WeekHours } from '#domain/opening-hours/schedule.ts';
import { instantAt, wallTimeAt } from '#domain/opening-hours/zoned-time.ts';

const every = (text: string, days: Partial<WeekHours> = {}): WeekHours => ({
  mondayHours: text,
  tuesdayHours: text,
  wednesdayHours: text,
  thursdayHours: text,
  fridayHours: text,
  saturdayHours: text,
  sundayHours: text,
  ...days,
});
const at = (iso: string) => new Date(iso);
/** The card's words, from the opening as the server sends it and the restaurant's date now. */
const label = (opensAt: Date | null, zone: string, now: Date) =>
  closedLabel(opensAt && localOpening(opensAt, zone), localDate(now, zone));

describe('wall clock and instants', () => {
  it('reads both sides of UTC', () => {
    const instant = at('2026-11-27T01:30:00Z');
    expect(wallTimeAt(instant, 'Asia/Tokyo')).toEqual({
      year: 2026,
      month: 11,
      day: 27,
      minutes: 10 * 60 + 30,
    });
    expect(wallTimeAt(instant, 'America/Los_Angeles')).toEqual({
      year: 2026,
      month: 11,
      day: 26,
      minutes: 17 * 60 + 30,
    });
    expect(wallTimeAt(instant, 'Pacific/Auckland')).toEqual({
      year: 2026,
      month: 11,
      day: 27,
      minutes: 14 * 60 + 30,
    });
  });

  it('places a wall time skipped by the spring change just past it, and a repeated one at its first time', () => {
    const zone = 'America/New_York';
    // 8 March 2026: 2:00 AM EST becomes 3:00 AM EDT.
    expect(instantAt({ year: 2026, month: 3, day: 8, minutes: 150 }, zone).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(instantAt({ year: 2026, month: 3, day: 8, minutes: 180 }, zone).toISOString()).toBe(
      '2026-03-08T07:00:00.000Z',
    );
    // 1 November 2026: 1:30 AM happens at EDT then EST; the first is taken.
    expect(instantAt({ year: 2026, month: 11, day: 1, minutes: 90 }, zone).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });
});

describe('open now and the next opening', () => {
  const tenToTen = every('10:00 AM - 10:00 PM');

  it('is open inside the hours, and changes at closing time', () => {
    // Wednesday 25 November 2026, 12:00 in Toronto (EST, UTC-5).
    const state = openingState(tenToTen, 'America/Toronto', at('2026-11-25T17:00:00Z'));
    expect(state).toEqual({ openNow: true, opensAt: null, changesAt: at('2026-11-26T03:00:00Z') });
  });

  it('is closed before opening and opens today', () => {
    const now = at('2026-11-25T12:00:00Z'); // 7:00 AM in Toronto
    const state = openingState(tenToTen, 'America/Toronto', now);
    expect(state).toMatchObject({ openNow: false, opensAt: at('2026-11-25T15:00:00Z') });
    expect(outsideHoursMessage('Maple', state.opensAt, 'America/Toronto', now)).toBe(
      'Opens today at 10:00 AM',
    );
    expect(label(state.opensAt, 'America/Toronto', now)).toBe('Closed · Opens at 10:00 AM');
  });

  it('after closing opens tomorrow, and names the weekday past a closed day', () => {
    const now = at('2026-11-26T04:00:00Z'); // Wednesday 11:00 PM in Toronto
    const state = openingState(tenToTen, 'America/Toronto', now);
    expect(outsideHoursMessage('Maple', state.opensAt, 'America/Toronto', now)).toBe(
      'Opens tomorrow at 10:00 AM',
    );
    const thursdayClosed = openingState(
      every('10:00 AM - 10:00 PM', { thursdayHours: 'Closed' }),
      'America/Toronto',
      now,
    );
    expect(thursdayClosed.opensAt).toEqual(at('2026-11-27T15:00:00Z'));
    expect(label(thursdayClosed.opensAt, 'America/Toronto', now)).toBe('Closed · Opens Friday at 10:00 AM');
  });

  it('keeps hours that pass midnight open into the next morning, on the day they started', () => {
    const late = every('Closed', { fridayHours: '6:00 PM - 2:00 AM' });
    // Saturday 28 November 2026, 1:30 AM in Toronto: Friday's hours still run.
    expect(openingState(late, 'America/Toronto', at('2026-11-28T06:30:00Z'))).toMatchObject({
      openNow: true,
      changesAt: at('2026-11-28T07:00:00Z'),
    });
    // 2:30 AM: closed until next Friday 6:00 PM.
    const now = at('2026-11-28T07:30:00Z');
    const state = openingState(late, 'America/Toronto', now);
    expect(state).toMatchObject({ openNow: false, opensAt: at('2026-12-04T23:00:00Z') });
    expect(outsideHoursMessage('Maple', state.opensAt, 'America/Toronto', now)).toBe(
      'Opens Friday at 6:00 PM',
    );
  });

  it('joins days open around the clock into one span and is open at any hour', () => {
    expect(openingState(every('Open 24 hours'), 'Asia/Tokyo', at('2026-11-25T15:00:00Z'))).toEqual({
      openNow: true,
      opensAt: null,
      changesAt: null,
    });
    // Six days around the clock and one with hours: open across the joined days, closing once.
    const sixDays = every('Open 24 hours', { wednesdayHours: '12:00 AM - 10:00 PM' });
    const state = openingState(sixDays, 'Asia/Tokyo', at('2026-11-27T15:00:00Z')); // Saturday 0:00
    expect(state).toMatchObject({ openNow: true, changesAt: at('2026-12-02T13:00:00Z') });
  });

  it('has no next opening when closed all week', () => {
    const now = at('2026-11-25T17:00:00Z');
    const state = openingState(every('Closed'), 'UTC', now);
    expect(state).toEqual({ openNow: false, opensAt: null, changesAt: null });
    expect(outsideHoursMessage('Maple', null, 'UTC', now)).toBe(
      'Maple has no opening hours and takes no orders',
    );
    expect(label(null, 'UTC', now)).toBe('Closed · No opening hours');
  });

  it('reads the hours in Tokyo, ahead of UTC', () => {
    const week = every('11:00 AM - 11:00 PM');
    // 01:30 UTC is 10:30 AM in Tokyo: opens at 11:00 AM local (02:00 UTC).
    const now = at('2026-11-27T01:30:00Z');
    const state = openingState(week, 'Asia/Tokyo', now);
    expect(state).toMatchObject({ openNow: false, opensAt: at('2026-11-27T02:00:00Z') });
    expect(label(state.opensAt, 'Asia/Tokyo', now)).toBe('Closed · Opens at 11:00 AM');
    // The same instant is 5:30 PM the day before in Los Angeles, and 2:30 PM in Auckland.
    expect(openingState(week, 'America/Los_Angeles', now).openNow).toBe(true);
    expect(openingState(every('5:00 PM - 11:00 PM'), 'Pacific/Auckland', now).opensAt).toEqual(
      at('2026-11-27T04:00:00Z'),
    );
  });

  it('reads the spring-forward day in New York: a range over the skipped hour is an hour shorter', () => {
    const week = every('Closed', { saturdayHours: '10:00 PM - 6:00 AM' });
    // Saturday 7 March 2026 10:00 PM EST is 03:00 UTC; Sunday 6:00 AM EDT is 10:00 UTC.
    const open = openingState(week, 'America/New_York', at('2026-03-08T06:59:00Z'));
    expect(open).toMatchObject({ openNow: true, changesAt: at('2026-03-08T10:00:00Z') });
    const opening = openingState(every('2:30 AM - 5:00 AM'), 'America/New_York', at('2026-03-08T06:00:00Z'));
    // 2:30 AM does not exist that night: it opens at 3:30 AM EDT (07:30 UTC).
    expect(opening.opensAt).toEqual(at('2026-03-08T07:30:00Z'));
  });

  it('reads the fall-back day in New York: a range over the repeated hour is an hour longer', () => {
    const week = every('Closed', { saturdayHours: '10:00 PM - 6:00 AM' });
    // Saturday 31 October 2026 10:00 PM EDT is 02:00 UTC; Sunday 6:00 AM EST is 11:00 UTC.
    const state = openingState(week, 'America/New_York', at('2026-11-01T10:30:00Z'));
    expect(state).toMatchObject({ openNow: true, changesAt: at('2026-11-01T11:00:00Z') });
    const now = at('2026-11-01T05:10:00Z'); // 1:10 AM EDT, before the repeated hour
    const early = openingState(every('1:30 AM - 4:00 AM'), 'America/New_York', now);
    expect(early.opensAt).toEqual(at('2026-11-01T05:30:00Z'));
    expect(label(early.opensAt, 'America/New_York', now)).toBe('Closed · Opens at 1:30 AM');
  });

  it('reads London across its spring change', () => {
    // 29 March 2026: 1:00 AM GMT becomes 2:00 AM BST. Opening at 9:00 AM BST is 08:00 UTC.
    const state = openingState(every('9:00 AM - 5:00 PM'), 'Europe/London', at('2026-03-29T00:30:00Z'));
    expect(state.opensAt).toEqual(at('2026-03-29T08:00:00Z'));
    // The day before, 9:00 AM GMT was 09:00 UTC.
    expect(
      openingState(every('9:00 AM - 5:00 PM'), 'Europe/London', at('2026-03-28T00:30:00Z')).opensAt,
    ).toEqual(at('2026-03-28T09:00:00Z'));
  });

  it('treats stored text that does not read as hours as no limit that day', () => {
    expect(openingState(every('ask us'), 'UTC', at('2026-11-25T03:00:00Z')).openNow).toBe(true);
  });
});
