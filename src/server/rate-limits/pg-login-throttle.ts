import { decide, type LoginThrottle, type LoginThrottleOptions } from '../auth/login-throttle';
import { coalesceHits } from './coalesced-hits';
import type { CountersRepo } from './counters.repo';
import { signInCounterKey } from './keys';

// The sign-in throttle on PostgreSQL: the same rule as the in-memory one (auth/login-throttle),
// counted in rate_limit_counters under a hashed "sign-in:" key, so attempts on any instance add up.
// Each attempt is one atomic upsert that returns its own count, so however many arrive at once on
// however many instances, only the first `maxFailures` of a window are let through; a burst from
// one instance goes as one upsert per batch (coalesceHits) and each attempt still gets its place.
// If the database cannot answer, the throttle steps aside with a rare warning; sign-in itself
// needs the database and answers 503.

export function pgLoginThrottle(
  repo: CountersRepo,
  options: Pick<LoginThrottleOptions, 'maxFailures' | 'windowMs'>,
  warn: (error: unknown) => void,
): LoginThrottle {
  const { maxFailures, windowMs } = options;
  const hit = coalesceHits((key, window, hits) => repo.hit(key, window, hits));
  return {
    async take(key) {
      try {
        const state = await hit(signInCounterKey(key), windowMs);
        return decide(state.hits, maxFailures, state.ttlMs);
      } catch (error) {
        warn(error);
        return { allowed: true };
      }
    },
    async clear(key) {
      try {
        await repo.remove(signInCounterKey(key));
      } catch (error) {
        warn(error);
      }
    },
    async giveBack(key) {
      try {
        await repo.giveBack(signInCounterKey(key));
      } catch (error) {
        warn(error);
      }
    },
  };
}
