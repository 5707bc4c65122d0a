import { setTimeout as sleep } from 'node:timers/promises';
import { geocoderBusyError } from './geocoder-errors';

// One instance's pace towards the geocoder: calls start at least `intervalMs` apart (public
// Nominatim allows one request per second), in arrival order. A call whose turn would come more
// than `maxWaitMs` from now is refused at once with 503 geocoder_busy and Retry-After, so a burst
// never piles up behind the pace and every request still answers within its deadline.

export interface UpstreamPace {
  /**
   * Waits for this call's turn. Throws the busy error when the wait would be too long, and the
   * signal's reason when it aborts while waiting (the turn stays used: the pace never speeds up).
   */
  take(signal: AbortSignal): Promise<void>;
}

export function createUpstreamPace(options: {
  intervalMs: number;
  maxWaitMs: number;
  now?: () => number;
}): UpstreamPace {
  const { intervalMs, maxWaitMs, now = Date.now } = options;
  /** When the next call may start. */
  let nextTurnAt = Number.NEGATIVE_INFINITY;
  return {
    async take(signal) {
      signal.throwIfAborted();
      const at = now();
      const turn = Math.max(at, nextTurnAt);
      const wait = turn - at;
      if (wait > maxWaitMs) throw geocoderBusyError(Math.max(1, Math.ceil((wait - maxWaitMs) / 1000)));
      nextTurnAt = turn + intervalMs;
      if (wait > 0) await sleep(wait, undefined, { signal });
    },
  };
}
