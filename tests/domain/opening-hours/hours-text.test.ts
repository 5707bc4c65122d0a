import { describe, expect, it } from 'vitest';
import {
  HOURS_FORMAT_MESSAGE,
  HOURS_SAME_TIMES_MESSAGE,
  readDayHours,
} from '#domain/opening-hours/hours-text.ts';

const range = (opens: number, closes: number) => ({ ok: true, hours: { kind: 'range', opens, closes } });

describe('one day of opening hours', () => {
  it.each([
    ['10:00 AM - 10:00 PM', range(600, 1320)],
    ['10 AM - 10 PM', range(600, 1320)],
    ['10:00am-10:00pm', range(600, 1320)],
    ['  10:30 a.m.   –   9:45 p.m. ', range(630, 1305)],
    ['10:00 AM — 10:00 PM', range(600, 1320)],
    ['10:00 am to 10:00 pm', range(600, 1320)],
    ['12:00 PM - 12:00 AM', range(720, 0)],
    ['12:30 AM - 6:00 AM', range(30, 360)],
    ['6:00 PM - 2:00 AM', range(1080, 120)],
  ])('reads %j', (text, expected) => {
    expect(readDayHours(text)).toEqual(expected);
  });

  it.each(['Closed', 'closed', '  CLOSED '])('reads %j as closed', (text) => {
    expect(readDayHours(text)).toEqual({ ok: true, hours: { kind: 'closed' } });
  });

  it.each(['Open 24 hours', 'open 24 Hours', '24 hours', 'OPEN  24 HRS'])('reads %j as all day', (text) => {
    expect(readDayHours(text)).toEqual({ ok: true, hours: { kind: 'allDay' } });
  });

  it.each([
    '',
    'sometimes',
    '10:00 - 22:00',
    '13:00 PM - 10:00 PM',
    '10:60 AM - 10:00 PM',
    '0:30 AM - 10:00 PM',
    '10:00 AM',
    '10:00 AM - 2:00 PM - 5:00 PM',
    '10:00 AM - 10:00 PM, Sundays closed',
  ])('refuses %j with the format message', (text) => {
    expect(readDayHours(text)).toEqual({ ok: false, message: HOURS_FORMAT_MESSAGE });
  });

  it('refuses a range that opens and closes at the same time', () => {
    expect(readDayHours('9:00 AM - 9:00 AM')).toEqual({ ok: false, message: HOURS_SAME_TIMES_MESSAGE });
  });
});
