// Slows password guessing (DESIGN section 5): after `maxFailures` failed sign-ins for one email
// from one address within `windowMs`, further attempts get 429 until the window has passed. Only
// failures count, so a user who signs in and out all day is never locked out; a success clears
// the count. Memory is bounded: the oldest entries go first.
//
// Two backends behind one interface: this in-memory one for the embedded database (one process),
// and one in rate_limit_counters on PostgreSQL (src/server/rate-limits/pg-login-throttle.ts), so
// every instance counts the same failures and a restart forgets none.

export interface LoginThrottle {
  /** Seconds to wait when `key` is locked out, otherwise 0. */
  retryAfterSeconds(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  recordSuccess(key: string): Promise<void>;
}

export interface LoginThrottleOptions {
  maxFailures: number;
  windowMs: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  failures: number;
  windowStart: number;
}

export type LoginThrottleFactory = (options: LoginThrottleOptions) => LoginThrottle;

export function createLoginThrottle(options: LoginThrottleOptions): LoginThrottle {
  const { maxFailures, windowMs, maxEntries = 10_000, now = Date.now } = options;
  const entries = new Map<string, Entry>();

  const current = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && now() - entry.windowStart >= windowMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    async retryAfterSeconds(key: string): Promise<number> {
      const entry = current(key);
      if (!entry || entry.failures < maxFailures) return 0;
      return Math.max(1, Math.ceil((entry.windowStart + windowMs - now()) / 1000));
    },
    async recordFailure(key: string): Promise<void> {
      const entry = current(key);
      if (entry) {
        entry.failures += 1;
        return;
      }
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { failures: 1, windowStart: now() });
    },
    async recordSuccess(key: string): Promise<void> {
      entries.delete(key);
    },
  };
}
