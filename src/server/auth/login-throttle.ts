// Slows password guessing (DESIGN section 5): at most `maxFailures` sign-in attempts for one email
// from one address are evaluated within `windowMs`; further attempts get 429 until the window has
// passed. The attempt is counted, in one atomic step, BEFORE its password is checked: counting
// failures afterwards let a burst of simultaneous guesses all pass the check before any of them
// was recorded. A right password clears the count, so a user who signs in and out all day is never
// locked out. Memory is bounded: the oldest entries go first.
//
// Two backends behind one interface: this in-memory one for the embedded database (one process),
// and one in rate_limit_counters on PostgreSQL (src/server/rate-limits/pg-login-throttle.ts), so
// every instance counts the same attempts and a restart forgets none.

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface LoginThrottle {
  /** Counts one attempt for `key` and says whether its password may be checked. */
  take(key: string): Promise<ThrottleDecision>;
  /** The password was right: the count starts again. */
  clear(key: string): Promise<void>;
  /** A counted attempt whose password was never checked (the server was busy) gives its count back. */
  giveBack(key: string): Promise<void>;
}

export interface LoginThrottleOptions {
  maxFailures: number;
  windowMs: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  attempts: number;
  windowStart: number;
}

export type LoginThrottleFactory = (options: LoginThrottleOptions) => LoginThrottle;

/** The one rule both backends apply to an attempt's count within its window. */
export function decide(attempts: number, maxFailures: number, msLeftInWindow: number): ThrottleDecision {
  if (attempts <= maxFailures) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msLeftInWindow / 1000)) };
}

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
    async take(key) {
      let entry = current(key);
      if (!entry) {
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) entries.delete(oldest);
        }
        entry = { attempts: 0, windowStart: now() };
        entries.set(key, entry);
      }
      // Refused attempts stop adding up: the count only has to stay above the limit.
      if (entry.attempts <= maxFailures) entry.attempts += 1;
      return decide(entry.attempts, maxFailures, entry.windowStart + windowMs - now());
    },
    async clear(key) {
      entries.delete(key);
    },
    async giveBack(key) {
      const entry = current(key);
      if (entry && entry.attempts > 0) entry.attempts -= 1;
    },
  };
}
