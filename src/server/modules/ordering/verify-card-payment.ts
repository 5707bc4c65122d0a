import { isAuthorizedIntentStatus } from '#domain/payments/card-payments.ts';
import { formatMoney, providerAmount } from '#domain/shared/currency.ts';
import { AppError } from '#server/http/app-error.ts';
import { looksLikeIntentId, type PaymentProvider } from '#server/payment-providers/payment-provider.ts';
import type { OrderingRepo } from './ordering.repo';

// DESIGN deviation 8: a card order is accepted only when the provider says its PaymentIntent is
// authorised (or already captured) for exactly the order's total, and only once per intent.

const field = (message: string) => ({ paymentIntentId: message });

export async function verifyCardPayment(
  deps: { payments: PaymentProvider; repo: OrderingRepo },
  paymentIntentId: string | undefined,
  order: { totalCents: number; currency: string },
): Promise<string> {
  const { totalCents, currency } = order;
  if (!paymentIntentId) {
    const message = 'A card order needs a completed card payment';
    throw new AppError(400, 'payment_required', message, field(message));
  }
  if (!looksLikeIntentId(paymentIntentId)) {
    const message = 'Payment not found';
    throw new AppError(400, 'payment_not_found', message, field(message));
  }
  if (await deps.repo.isPaymentIntentUsed(paymentIntentId)) throw paymentAlreadyUsed();

  const intent = await deps.payments.retrieveIntent(paymentIntentId);
  if (!intent) {
    const message = 'Payment not found';
    throw new AppError(400, 'payment_not_found', message, field(message));
  }
  if (!isAuthorizedIntentStatus(intent.status)) {
    throw new AppError(
      402,
      'payment_not_completed',
      'The card payment has not gone through. Please try again.',
      field('The card payment has not gone through'),
    );
  }
  const expected = providerAmount(totalCents, currency);
  if (intent.amount !== expected || intent.currency !== currency.toLowerCase()) {
    const message = `The payment does not match the order total of ${formatMoney(totalCents, currency)}`;
    throw new AppError(409, 'payment_amount_mismatch', message, field(message));
  }
  return intent.id;
}

export function paymentAlreadyUsed(): AppError {
  const message = 'This payment has already been used for another order';
  return new AppError(409, 'payment_already_used', message, field(message));
}
