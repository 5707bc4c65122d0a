import { AppError } from '#server/http/app-error.ts';
import { commitOrderChange, SYSTEM_ACTOR } from './commit-order-change';
import type { OrderLifecycleDependencies } from './order-lifecycle-dependencies';
import type { ScheduledOrdersRepo } from './scheduled-orders.repo';

// One round of releasing orders for later (issue "Real menus and orders for later"): every
// scheduled order whose time minus its restaurant's preparation lead has come becomes confirmed,
// by the system. From then on it is a new order like any other: the board lists it under New
// Orders and its alarm rings, the restaurant and admins are told by push, and the unanswered-order
// timeout counts from now (status_times' "confirmed"). The release is one conditional UPDATE
// where status = 'scheduled', so another instance's round, or a cancel at the same moment, has
// exactly one winner.

export interface ScheduledOrdersDependencies
  extends Pick<OrderLifecycleDependencies, 'db' | 'repo' | 'hub' | 'log'> {
  scheduled: ScheduledOrdersRepo;
}

export interface ScheduledRoundOptions {
  /** The clock, in epoch ms; the database's own when not given. */
  now?: () => number;
  /** Orders released per round at most; the next round takes the rest at once. */
  limit?: number;
}

export interface ScheduledRoundResult {
  released: number;
  /** Milliseconds until the next scheduled order comes due (0: more are due now), null if none waits. */
  nextDueInMs: number | null;
}

const ROUND_LIMIT = 100;

export async function releaseDueOrders(
  deps: ScheduledOrdersDependencies,
  options: ScheduledRoundOptions = {},
): Promise<ScheduledRoundResult> {
  const ids = await deps.scheduled.dueOrderIds(options.now?.(), options.limit ?? ROUND_LIMIT);
  let released = 0;
  for (const orderId of ids) {
    try {
      await commitOrderChange(deps, { orderId, from: 'scheduled', to: 'confirmed', actor: SYSTEM_ACTOR });
      released += 1;
    } catch (error) {
      // Cancelled, or released by another instance, since the list was read: left alone.
      if (error instanceof AppError && error.status === 409) continue;
      // One order that fails must not keep the others waiting; the next round tries it again.
      deps.log.warn({ orderId, err: error }, 'releasing a scheduled order failed');
    }
  }
  return { released, nextDueInMs: await deps.scheduled.msUntilNextDue(options.now?.()) };
}
