import { providerAmount } from '#domain/shared/currency.ts';
import { toCents } from '#domain/shared/money.ts';
import { type AlsoInTransaction, commitOrderChange, type OrderActorRef } from './commit-order-change';
import type { OrderLifecycleRepo } from './order-lifecycle.repo';
import type { OrderLifecycleDependencies } from './order-lifecycle-dependencies';
import type { OrderState } from './order-records';
import { REFUND_PAYMENT_STATUS } from './refunds.repo';
import { settleRefund } from './settle-refund';

// Cancelling an order (a restaurant's rejection, an admin's cancellation, the system's when nobody
// answered in time). A paid card order is refunded: the refund is recorded in the cancelling
// transaction, so it exists exactly once, and paid back through the provider right after the
// commit (DESIGN section 4).

export type OrderForChange = NonNullable<Awaited<ReturnType<OrderLifecycleRepo['findOrderForStatusChange']>>>;

export async function cancelOrder(
  deps: OrderLifecycleDependencies,
  order: OrderForChange,
  actor: OrderActorRef,
  reason: string | null,
  /** More writes that must commit with the cancellation (e.g. the restaurant's unanswered count). */
  alsoInTransaction?: AlsoInTransaction,
): Promise<OrderState> {
  const intentId =
    order.paymentMethod === 'card' && order.paymentStatus === 'paid' ? order.paymentIntentId : null;
  const state = await commitOrderChange(
    deps,
    {
      orderId: order.id,
      from: order.status,
      to: 'cancelled',
      set: {
        ...(reason ? { cancelReason: reason } : {}),
        ...(intentId ? { paymentStatus: REFUND_PAYMENT_STATUS.pending } : {}),
      },
      actor,
      note: reason,
    },
    async (tx, state, afterCommit) => {
      if (intentId) {
        await deps.refunds.recordPending(
          {
            orderId: order.id,
            paymentIntentId: intentId,
            // In the provider's unit, as the payment was taken: yen for a yen order.
            amountCents: providerAmount(toCents(order.total), order.currency),
          },
          tx,
        );
      }
      await alsoInTransaction?.(tx, state, afterCommit);
    },
  );
  if (intentId) await settleRefund(deps, order.id);
  return state;
}
