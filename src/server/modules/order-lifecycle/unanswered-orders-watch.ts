import { withAdvisoryLock } from '#server/db/advisory-lock.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import {
  cancelUnansweredOrders,
  type UnansweredOrdersDependencies,
  type UnansweredRoundResult,
} from './unanswered-orders';

// The timer behind orders nobody answers: a round (unanswered-orders.ts) at least every 15 s, and
// sooner for a short timeout, so an order is cancelled at most a fifth of its timeout late. Several
// instances may share one PostgreSQL: a session-level advisory lock lets one of them do a round
// while the others skip it (the conditional UPDATE would keep a double cancel out anyway; the lock
// saves the work). PGlite has one process, so it just runs. The timer never keeps the process
// alive and nothing it does throws out of it.

/** Fixed advisory-lock key of this check ("QBUO"), distinct from housekeeping's "QBHK". */
export const UNANSWERED_ORDERS_LOCK_KEY = 0x5142554f;

const MAX_INTERVAL_MS = 15_000;
const MIN_INTERVAL_MS = 1_000;

/** How often to look: every 15 s, or a fifth of the timeout when that is shorter (1 s at least). */
export function checkIntervalMs(timeoutSeconds: number): number {
  return Math.min(MAX_INTERVAL_MS, Math.max(MIN_INTERVAL_MS, (timeoutSeconds * 1000) / 5));
}

export interface UnansweredOrdersWatchDependencies extends UnansweredOrdersDependencies {
  database: Pick<DatabaseHandle, 'kind' | 'pool'>;
  log: UnansweredOrdersDependencies['log'] & {
    info(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
}

/** One round under the lock; `ran` is false when another instance held it. */
export async function runUnansweredOrdersRound(
  deps: UnansweredOrdersWatchDependencies,
  timeoutSeconds: number,
): Promise<{ ran: boolean } & UnansweredRoundResult> {
  const round = await withAdvisoryLock(deps.database, UNANSWERED_ORDERS_LOCK_KEY, () =>
    cancelUnansweredOrders(deps, { timeoutSeconds }),
  );
  return round.ran ? { ran: true, ...round.result } : { ran: false, cancelled: 0, paused: 0 };
}

export interface UnansweredOrdersWatch {
  /** Stops the timer and waits for a round in progress (before the database is closed). */
  stop(): Promise<void>;
}

/** Runs a round every checkIntervalMs(timeoutSeconds), one at a time, until stopped. */
export function startUnansweredOrdersWatch(
  deps: UnansweredOrdersWatchDependencies,
  timeoutSeconds: number,
): UnansweredOrdersWatch {
  const intervalMs = checkIntervalMs(timeoutSeconds);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const round = async () => {
    try {
      const result = await runUnansweredOrdersRound(deps, timeoutSeconds);
      // Counts only: nothing personal is logged.
      if (result.cancelled > 0) deps.log.info({ unansweredOrders: result }, 'unanswered orders cancelled');
    } catch (error) {
      deps.log.error({ err: error }, 'unanswered-order check failed');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round().finally(() => {
        running = undefined;
        schedule();
      });
    }, intervalMs);
    timer.unref();
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
