import type { PaymentProvider } from '#server/payment-providers/payment-provider.ts';
import type { RefundsRepo } from './refunds.repo';

// Pays a recorded refund back through the payment provider. Runs after the cancelling transaction
// commits (a provider call cannot be part of it) and again from housekeeping while one is pending.
// The idempotency key is the order's, so a retry after a lost answer never refunds twice.

export const MAX_REFUND_ATTEMPTS = 10;

export const refundIdempotencyKey = (orderId: number) => `quickbite-order-${orderId}-refund`;

export async function settleRefund(
  deps: { refunds: RefundsRepo; payments: PaymentProvider; log: { warn(obj: object, msg: string): void } },
  orderId: number,
): Promise<boolean> {
  const pending = await deps.refunds.findPending(orderId);
  if (!pending) return false;
  try {
    const refund = await deps.payments.refundIntent({
      id: pending.paymentIntentId,
      amount: pending.amountCents,
      idempotencyKey: refundIdempotencyKey(orderId),
    });
    await deps.refunds.markSucceeded(orderId, refund.refundId);
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await deps.refunds.markAttemptFailed(orderId, message, MAX_REFUND_ATTEMPTS);
    deps.log.warn({ orderId, err: message }, 'card refund failed; it will be retried');
    return false;
  }
}
