import type { DbOrTx } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import type { OrderChangeDependencies } from './order-lifecycle-dependencies';
import type { OrderChange, OrderState } from './order-records';

// Every change of an order (DESIGN section 4) in one transaction: one conditional UPDATE ... WHERE
// status = expected, the order_events row (actor, reason) and the live order_updated event, so two
// racing changes cannot both win and nothing is half written.

/**
 * Who made a change, as its order_events row records it: a partner or admin by id, or the system
 * itself (no id), e.g. cancelling an order nobody answered in time. Only people pass the state
 * machine's checks (order-access.ts); the system's changes are conditional UPDATEs of their own.
 */
export type OrderActorRef =
  | { type: 'restaurant' | 'driver' | 'admin'; id: number }
  | { type: 'system' | 'customer'; id: null };

/** The actor of changes the server makes on its own. */
export const SYSTEM_ACTOR: OrderActorRef = { type: 'system', id: null };

/** The holder of the order's tracking token (customers have no account: no id). */
export const CUSTOMER_ACTOR: OrderActorRef = { type: 'customer', id: null };

export const ORDER_CHANGED_MEANWHILE = 'The order changed meanwhile. Please reload and try again.';

export interface CommittedChange extends OrderChange {
  actor: OrderActorRef;
  note?: string | null;
  delayedByMinutes?: number;
  /** A driver who lost the order to this change (an admin reassigned it): it is told too. */
  formerDriverId?: number;
  /** The 409 when the conditional UPDATE matched nothing; ORDER_CHANGED_MEANWHILE by default. */
  conflict?: () => AppError;
}

/**
 * More writes that must commit with a change. `afterCommit` takes what to run once it committed
 * (the afterCommit of another event published in the same transaction).
 */
export type AlsoInTransaction = (
  tx: DbOrTx,
  state: OrderState,
  afterCommit: (run: () => void) => void,
) => Promise<void>;

export async function commitOrderChange(
  deps: OrderChangeDependencies,
  change: CommittedChange,
  /** More writes that must commit with the change (e.g. a refund record). */
  alsoInTransaction?: AlsoInTransaction,
): Promise<OrderState> {
  const { state, afterCommit } = await deps.db.transaction(async (tx) => {
    const state = await deps.repo.transitionStatus(change, tx);
    if (!state) throw change.conflict?.() ?? new AppError(409, 'order_changed', ORDER_CHANGED_MEANWHILE);
    await deps.repo.recordOrderEvent(
      {
        orderId: change.orderId,
        status: state.status,
        actorType: change.actor.type,
        actorId: change.actor.id,
        note: change.note,
      },
      tx,
    );
    const alsoAfterCommit: (() => void)[] = [];
    if (alsoInTransaction) await alsoInTransaction(tx, state, (run) => alsoAfterCommit.push(run));
    const orderAfterCommit = await deps.hub.publishInTransaction(tx, {
      kind: 'order_updated',
      orderId: change.orderId,
      ...state,
      ...(change.delayedByMinutes ? { delayedByMinutes: change.delayedByMinutes } : {}),
      ...(change.formerDriverId ? { formerDriverId: change.formerDriverId } : {}),
    });
    const afterCommit = () => {
      orderAfterCommit();
      for (const run of alsoAfterCommit) run();
    };
    return { state, afterCommit };
  });
  afterCommit();
  return state;
}
