import {
  PAUSE_AFTER_UNANSWERED,
  UNANSWERED_ORDER_REASON,
} from '#domain/order-lifecycle/unanswered-orders.ts';
import { AppError } from '#server/http/app-error.ts';
import { cancelOrder } from './cancel-order';
import { type AlsoInTransaction, SYSTEM_ACTOR } from './commit-order-change';
import type { OrderLifecycleDependencies } from './order-lifecycle-dependencies';
import type { UnansweredOrdersRepo } from './unanswered-orders.repo';

// One round of the unanswered-order check (issue "Never miss an order"): every confirmed order not
// accepted within the timeout of becoming confirmed is cancelled by the system with the reason
// "The restaurant did not respond", refunded when paid by card, and the customer hears it live (and
// by push). Each cancellation counts against its restaurant in the same transaction; the second in
// a row pauses it. The cancel is cancelOrder's one conditional UPDATE where status = 'confirmed', so
// a racing accept, or another instance's round, has exactly one winner.

export interface UnansweredOrdersDependencies extends OrderLifecycleDependencies {
  unanswered: UnansweredOrdersRepo;
}

export interface UnansweredRoundOptions {
  timeoutSeconds: number;
  /** The clock, in epoch ms; the database's own when not given (status_times is written by it). */
  now?: () => number;
  /** Orders handled per round at most; the next round takes the rest. */
  limit?: number;
}

export interface UnansweredRoundResult {
  cancelled: number;
  paused: number;
}

const ROUND_LIMIT = 100;

export async function cancelUnansweredOrders(
  deps: UnansweredOrdersDependencies,
  options: UnansweredRoundOptions,
): Promise<UnansweredRoundResult> {
  const ids = await deps.unanswered.overdueOrderIds(
    options.timeoutSeconds * 1000,
    options.now?.(),
    options.limit ?? ROUND_LIMIT,
  );
  const result: UnansweredRoundResult = { cancelled: 0, paused: 0 };
  for (const id of ids) {
    try {
      const outcome = await cancelUnanswered(deps, id);
      if (outcome === 'kept') continue;
      result.cancelled += 1;
      if (outcome === 'cancelled-and-paused') result.paused += 1;
    } catch (error) {
      // One order that fails must not keep the others waiting; the next round tries it again.
      deps.log.warn({ orderId: id, err: error }, 'cancelling an unanswered order failed');
    }
  }
  return result;
}

type Outcome = 'kept' | 'cancelled' | 'cancelled-and-paused';

async function cancelUnanswered(deps: UnansweredOrdersDependencies, orderId: number): Promise<Outcome> {
  // Read fresh: accepted or cancelled since the list was read, it is left alone.
  const order = await deps.repo.findOrderForStatusChange(orderId);
  if (order?.status !== 'confirmed') return 'kept';
  let paused = false;
  const countIt: AlsoInTransaction = async (tx, _state, afterCommit) => {
    const counted = await deps.unanswered.countUnanswered(order.restaurantId, tx);
    if (!counted || counted.unanswered < PAUSE_AFTER_UNANSWERED) return;
    await deps.unanswered.pause(order.restaurantId, tx);
    // Already closed (by hand): the count starts again, but there is nothing to pause or announce.
    if (!counted.isOpen) return;
    paused = true;
    await deps.unanswered.recordPause(order.restaurantId, counted.unanswered, tx);
    afterCommit(
      await deps.hub.publishInTransaction(tx, {
        kind: 'restaurant_paused',
        restaurantId: order.restaurantId,
        unanswered: counted.unanswered,
      }),
    );
  };
  try {
    await cancelOrder(deps, order, SYSTEM_ACTOR, UNANSWERED_ORDER_REASON, countIt);
  } catch (error) {
    // The kitchen accepted it (or another instance cancelled it) between the read and the UPDATE.
    if (error instanceof AppError && error.status === 409) return 'kept';
    throw error;
  }
  return paused ? 'cancelled-and-paused' : 'cancelled';
}
