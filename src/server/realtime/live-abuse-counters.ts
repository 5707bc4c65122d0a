import type { FastifyBaseLogger } from 'fastify';

// What the live channel refused, counted per reason instead of logged one line each: a client
// that floods junk would otherwise flood the log too. A metrics endpoint reads the snapshot; the
// log gets at most one summary line per period, and only when a count grew.

export const LIVE_ABUSE_REASONS = ['malformed', 'rateLimited', 'tooLarge', 'socketCapRefused'] as const;
export type LiveAbuseReason = (typeof LIVE_ABUSE_REASONS)[number];
/** Totals since the instance started. */
export type LiveAbuseSnapshot = Record<LiveAbuseReason, number>;

export const LIVE_ABUSE_SUMMARY_MS = 60_000;

const zero = (): LiveAbuseSnapshot => ({ malformed: 0, rateLimited: 0, tooLarge: 0, socketCapRefused: 0 });

export function createLiveAbuseCounters() {
  const totals = zero();
  let summarised = zero();

  return {
    record(reason: LiveAbuseReason): void {
      totals[reason] += 1;
    },
    snapshot(): LiveAbuseSnapshot {
      return { ...totals };
    },
    /** What was added since the previous call, or null when nothing was. */
    takeGrowth(): LiveAbuseSnapshot | null {
      const growth = zero();
      let grew = false;
      for (const reason of LIVE_ABUSE_REASONS) {
        growth[reason] = totals[reason] - summarised[reason];
        if (growth[reason] > 0) grew = true;
      }
      summarised = { ...totals };
      return grew ? growth : null;
    },
  };
}

export type LiveAbuseCounters = ReturnType<typeof createLiveAbuseCounters>;

/** Logs one line per period when something was refused in it; returns the stop function. */
export function startLiveAbuseSummary(
  counters: LiveAbuseCounters,
  log: FastifyBaseLogger,
  everyMs = LIVE_ABUSE_SUMMARY_MS,
): () => void {
  const timer = setInterval(() => {
    const growth = counters.takeGrowth();
    if (growth) {
      log.warn(
        { refused: growth, totals: counters.snapshot(), periodMs: everyMs },
        'live channel refused input',
      );
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
