import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ALARM_INTERVAL_MS,
  createAlarmSchedule,
  isAutoplayBlocked,
  shouldRing,
} from '#web/features/restaurant-orders/alarm.ts';

// The new-order alarm repeats while any order waits for the kitchen ("confirmed") and stops once
// none does (issue 11: orders are missed when the alert sounds only once).

describe('shouldRing', () => {
  it('rings while any order is confirmed', () => {
    expect(shouldRing([{ status: 'preparing' }, { status: 'confirmed' }])).toBe(true);
  });

  it('is quiet with no orders or none waiting', () => {
    expect(shouldRing([])).toBe(false);
    expect(shouldRing([{ status: 'preparing' }, { status: 'ready' }, { status: 'cancelled' }])).toBe(false);
  });
});

describe('createAlarmSchedule', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sounds at once, then every interval, until it is told to stop', () => {
    const play = vi.fn();
    const alarm = createAlarmSchedule(play);
    alarm.ring(true);
    expect(play).toHaveBeenCalledTimes(1);
    expect(alarm.ringing).toBe(true);
    vi.advanceTimersByTime(ALARM_INTERVAL_MS * 3);
    expect(play).toHaveBeenCalledTimes(4);

    alarm.ring(false);
    expect(alarm.ringing).toBe(false);
    vi.advanceTimersByTime(ALARM_INTERVAL_MS * 5);
    expect(play).toHaveBeenCalledTimes(4);
  });

  it('repeats every few seconds', () => {
    expect(ALARM_INTERVAL_MS).toBeGreaterThanOrEqual(2000);
    expect(ALARM_INTERVAL_MS).toBeLessThanOrEqual(10_000);
  });

  it('does not restart when told to ring again while ringing (a refetch with orders still waiting)', () => {
    const play = vi.fn();
    const alarm = createAlarmSchedule(play);
    alarm.ring(true);
    vi.advanceTimersByTime(ALARM_INTERVAL_MS - 1);
    alarm.ring(true);
    expect(play).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(play).toHaveBeenCalledTimes(2);
    alarm.ring(false);
  });

  it('stays silent when never told to ring, and a stop without a start is harmless', () => {
    const play = vi.fn();
    const alarm = createAlarmSchedule(play);
    alarm.ring(false);
    vi.advanceTimersByTime(ALARM_INTERVAL_MS * 2);
    expect(play).not.toHaveBeenCalled();
  });

  it('rings again for the next new order after stopping', () => {
    const play = vi.fn();
    const alarm = createAlarmSchedule(play);
    alarm.ring(true);
    alarm.ring(false);
    alarm.ring(true);
    expect(play).toHaveBeenCalledTimes(2);
    alarm.ring(false);
  });
});

describe('isAutoplayBlocked', () => {
  it("recognises the browser's refusal to play before a user gesture", () => {
    const refusal = new Error('play() failed because the user did not interact with the document first');
    refusal.name = 'NotAllowedError';
    expect(isAutoplayBlocked(refusal)).toBe(true);
  });

  it('does not mistake other failures (a missing file) for it', () => {
    const missing = new Error('no supported source');
    missing.name = 'NotSupportedError';
    expect(isAutoplayBlocked(missing)).toBe(false);
    expect(isAutoplayBlocked('NotAllowedError')).toBe(false);
  });
});
