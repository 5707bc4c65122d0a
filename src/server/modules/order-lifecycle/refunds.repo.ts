import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '#server/db/client.ts';
import { orders, refunds } from '#server/db/schema.ts';

// Card refunds of cancelled orders. One row per order (a unique order id): however often a
// cancellation is retried, or whichever instance settles it, the money goes back once.

export const REFUND_PAYMENT_STATUS = { pending: 'refund_pending', done: 'refunded' } as const;

export function createRefundsRepo(db: Database) {
  return {
    /** Records that an order's card payment must go back; false if it was already recorded. */
    async recordPending(
      refund: { orderId: number; paymentIntentId: string; amountCents: number },
      tx: DbOrTx = db,
    ): Promise<boolean> {
      const inserted = await tx
        .insert(refunds)
        .values(refund)
        .onConflictDoNothing({ target: refunds.orderId })
        .returning({ id: refunds.id });
      return inserted.length > 0;
    },

    async findPending(orderId: number) {
      const [row] = await db
        .select({
          orderId: refunds.orderId,
          paymentIntentId: refunds.paymentIntentId,
          amountCents: refunds.amountCents,
        })
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'pending')));
      return row ?? null;
    },

    /** Pending refunds last tried before `triedBefore`, oldest first: housekeeping retries them. */
    async listStalePending(triedBefore: Date, limit: number) {
      return db
        .select({ orderId: refunds.orderId, attempts: refunds.attempts })
        .from(refunds)
        .where(and(eq(refunds.status, 'pending'), lt(refunds.updatedAt, triedBefore)))
        .orderBy(asc(refunds.updatedAt))
        .limit(limit);
    },

    /** The provider made the refund: the record and the order's payment status say so together. */
    async markSucceeded(orderId: number, providerRefundId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const settled = await tx
          .update(refunds)
          .set({
            status: 'succeeded',
            providerRefundId,
            attempts: sql`${refunds.attempts} + 1`,
            lastError: null,
            updatedAt: sql`now()`,
          })
          .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'pending')))
          .returning({ id: refunds.id });
        if (settled.length === 0) return;
        await tx
          .update(orders)
          .set({ paymentStatus: REFUND_PAYMENT_STATUS.done, updatedAt: sql`now()` })
          .where(eq(orders.id, orderId));
      });
    },

    /** The provider call failed: counted, kept pending for a retry, or given up after `maxAttempts`. */
    async markAttemptFailed(orderId: number, error: string, maxAttempts: number): Promise<void> {
      await db
        .update(refunds)
        .set({
          attempts: sql`${refunds.attempts} + 1`,
          lastError: error.slice(0, 500),
          status: sql`case when ${refunds.attempts} + 1 >= ${maxAttempts} then 'failed' else 'pending' end`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'pending')));
    },

    async findForOrder(orderId: number) {
      const [row] = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
      return row ?? null;
    },
  };
}

export type RefundsRepo = ReturnType<typeof createRefundsRepo>;
