// Slows password guessing (DESIGN section 5): after `maxFailures` failed sign-ins for one email
// from one address within `windowMs`, further attempts get 429 until the window has passed. Only
// failures count, so a user who signs in and out all day is never locked out; a success clears
// the count. Memory is bounded: the oldest entries go first.

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

export function createLoginThrottle(options: LoginThrottleOptions) {
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
    /** Seconds to wait when `key` is locked out, otherwise 0. */
    retryAfterSeconds(key: string): number {
      const entry = current(key);
      if (!entry || entry.failures < maxFailures) return 0;
      return Math.max(1, Math.ceil((entry.windowStart + windowMs - now()) / 1000));
    },
    recordFailure(key: string): void {
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
    recordSuccess(key: string): void {
      entries.delete(key);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
