import type { Database } from '../db/client';
import { createRefundsRepo } from '../modules/order-lifecycle/refunds.repo';
import { settleRefund } from '../modules/order-lifecycle/settle-refund';
import type { PaymentProvider } from '../payment-providers/payment-provider';

// Refunds whose provider call failed when the order was cancelled (the provider was unreachable):
// retried each round until paid back or given up (then an operator sees it as 'failed'). A minute's
// grace leaves alone a refund that the cancelling request is still settling.

const RETRY_AFTER_MS = 60_000;
const PER_ROUND = 100;

export async function retryPendingRefunds(
  db: Database,
  payments: PaymentProvider,
  now: Date,
  log: { warn(obj: object, msg: string): void },
): Promise<number> {
  const refunds = createRefundsRepo(db);
  const stale = await refunds.listStalePending(new Date(now.getTime() - RETRY_AFTER_MS), PER_ROUND);
  let settled = 0;
  for (const { orderId } of stale) {
    if (await settleRefund({ refunds, payments, log }, orderId)) settled += 1;
  }
  return settled;
}
