import type { RestaurantOrder } from '#domain/restaurant-orders/responses.ts';

/**
 * How often the new-order alarm sounds again. Peer products chime once and orders get missed while
 * the kitchen is loud or the tablet is in a corner; ours repeats until someone accepts or rejects.
 */
export const ALARM_INTERVAL_MS = 4000;

/** The alarm rings while any order waits for the kitchen's answer (status "confirmed"). */
export function shouldRing(orders: readonly Pick<RestaurantOrder, 'status'>[]): boolean {
  return orders.some((order) => order.status === 'confirmed');
}

export interface AlarmTimers {
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

/**
 * The alarm's schedule, apart from any audio element: `ring(true)` sounds at once and then every
 * interval, `ring(false)` stops. Repeated calls with the same value change nothing, so a refetch
 * that still holds new orders does not restart the interval.
 */
export function createAlarmSchedule(
  play: () => void,
  timers: AlarmTimers = {
    setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
    clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
  },
  intervalMs = ALARM_INTERVAL_MS,
) {
  let handle: unknown = null;
  return {
    ring(on: boolean): void {
      if (on && handle === null) {
        play();
        handle = timers.setInterval(play, intervalMs);
      } else if (!on && handle !== null) {
        timers.clearInterval(handle);
        handle = null;
      }
    },
    get ringing(): boolean {
      return handle !== null;
    },
  };
}

/** True for the browser's "needs a user gesture first" refusal of play(). */
export function isAutoplayBlocked(error: unknown): boolean {
  return error instanceof Error && error.name === 'NotAllowedError';
}
