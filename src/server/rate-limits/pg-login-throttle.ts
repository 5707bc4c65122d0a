import type { LoginThrottle, LoginThrottleOptions } from '../auth/login-throttle';
import type { CountersRepo } from './counters.repo';
import { signInCounterKey } from './keys';

// The failed-sign-in throttle on PostgreSQL: the same rule as the in-memory one (auth/login-throttle),
// counted in rate_limit_counters under a hashed "sign-in:" key, so failures on any instance add up.
// If the database cannot answer, the throttle steps aside with a rare warning; sign-in itself
// needs the database and answers 503.

export function pgLoginThrottle(
  repo: CountersRepo,
  options: Pick<LoginThrottleOptions, 'maxFailures' | 'windowMs'>,
  warn: (error: unknown) => void,
): LoginThrottle {
  const { maxFailures, windowMs } = options;
  return {
    async retryAfterSeconds(key) {
      try {
        const state = await repo.read(signInCounterKey(key));
        if (!state || state.hits < maxFailures) return 0;
        return Math.max(1, Math.ceil(state.ttlMs / 1000));
      } catch (error) {
        warn(error);
        return 0;
      }
    },
    async recordFailure(key) {
      try {
        await repo.hit(signInCounterKey(key), windowMs);
      } catch (error) {
        warn(error);
      }
    },
    async recordSuccess(key) {
      try {
        await repo.remove(signInCounterKey(key));
      } catch (error) {
        warn(error);
      }
    },
  };
}
