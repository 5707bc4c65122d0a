import type { DatabaseHandle } from '#server/db/client.ts';
import { type RoundWatch, roundUnderLock, startRoundWatch } from './round-watch';
import {
  cancelUnansweredOrders,
  type UnansweredOrdersDependencies,
  type UnansweredRoundResult,
} from './unanswered-orders';

// The timer behind orders nobody answers: a round (unanswered-orders.ts) at least every 15 s, and
// sooner for a short timeout, so an order is cancelled at most a fifth of its timeout late. One
// instance at a time does a round (round-watch.ts).

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
  const round = await roundUnderLock(deps.database, UNANSWERED_ORDERS_LOCK_KEY, () =>
    cancelUnansweredOrders(deps, { timeoutSeconds }),
  );
  return round.ran ? { ran: true, ...round.result } : { ran: false, cancelled: 0, paused: 0 };
}

/** Runs a round every checkIntervalMs(timeoutSeconds), one at a time, until stopped. */
export function startUnansweredOrdersWatch(
  deps: UnansweredOrdersWatchDependencies,
  timeoutSeconds: number,
): RoundWatch {
  const intervalMs = checkIntervalMs(timeoutSeconds);
  return startRoundWatch({
    database: deps.database,
    lockKey: UNANSWERED_ORDERS_LOCK_KEY,
    round: () => cancelUnansweredOrders(deps, { timeoutSeconds }),
    firstDelayMs: intervalMs,
    nextDelayMs: () => intervalMs,
    report: (result) => {
      if (result.cancelled > 0) deps.log.info({ unansweredOrders: result }, 'unanswered orders cancelled');
    },
    onError: (error) => deps.log.error({ err: error }, 'unanswered-order check failed'),
  });
}
