import type { DatabaseHandle } from '#server/db/client.ts';
import { type RoundWatch, roundUnderLock, startRoundWatch } from './round-watch';
import {
  releaseDueOrders,
  type ScheduledOrdersDependencies,
  type ScheduledRoundResult,
} from './scheduled-orders';

// The timer behind orders for later: a round (scheduled-orders.ts) when the next scheduled order
// comes due, so it is released on time rather than up to an interval late, and at least every
// 15 s, to find orders placed meanwhile (possibly through another instance). One instance at a
// time does a round (round-watch.ts).

/** Fixed advisory-lock key of the release ("QBSO"), distinct from the other rounds'. */
export const SCHEDULED_ORDERS_LOCK_KEY = 0x5142534f;

const MAX_INTERVAL_MS = 15_000;
/** A due time just passed is released a moment later: the clock of the database and ours differ slightly. */
const MIN_INTERVAL_MS = 250;
const FIRST_ROUND_MS = 1_000;

/** The wait before the next round: until the next order comes due, within [250 ms, 15 s]. */
export function nextRoundInMs(result: ScheduledRoundResult | undefined): number {
  const due = result?.nextDueInMs;
  if (due === null || due === undefined) return MAX_INTERVAL_MS;
  return Math.min(MAX_INTERVAL_MS, Math.max(MIN_INTERVAL_MS, due));
}

export interface ScheduledOrdersWatchDependencies extends ScheduledOrdersDependencies {
  database: Pick<DatabaseHandle, 'kind' | 'pool'>;
  log: ScheduledOrdersDependencies['log'] & {
    info(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
}

/** One round under the lock; `ran` is false when another instance held it. */
export async function runScheduledOrdersRound(
  deps: ScheduledOrdersWatchDependencies,
): Promise<{ ran: boolean; released: number }> {
  const round = await roundUnderLock(deps.database, SCHEDULED_ORDERS_LOCK_KEY, () => releaseDueOrders(deps));
  return round.ran ? { ran: true, released: round.result.released } : { ran: false, released: 0 };
}

export function startScheduledOrdersWatch(deps: ScheduledOrdersWatchDependencies): RoundWatch {
  return startRoundWatch({
    database: deps.database,
    lockKey: SCHEDULED_ORDERS_LOCK_KEY,
    round: () => releaseDueOrders(deps),
    firstDelayMs: FIRST_ROUND_MS,
    nextDelayMs: nextRoundInMs,
    report: (result) => {
      if (result.released > 0)
        deps.log.info({ scheduledOrders: result.released }, 'scheduled orders released');
    },
    onError: (error) => deps.log.error({ err: error }, 'scheduled-order release failed'),
  });
}
