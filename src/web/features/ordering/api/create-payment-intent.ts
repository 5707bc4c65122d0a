import { PAYMENT_CURRENCY } from '#domain/ordering/rules.ts';
import type { PaymentIntentResponse } from '#domain/payments/card-payments.ts';
import { paymentIntentResponseSchema } from '#domain/payments/card-payments.ts';
import { centsToDecimal } from '#domain/shared/money.ts';
import { apiCall } from '#web/lib/api-client.ts';

/** POST /api/create-payment-intent for an order total (dollars as a decimal string, SPEC section 7). */
export async function createPaymentIntent(totalCents: number): Promise<PaymentIntentResponse> {
  return apiCall({
    method: 'POST',
    url: '/api/create-payment-intent',
    body: { amount: centsToDecimal(totalCents), currency: PAYMENT_CURRENCY },
    schema: paymentIntentResponseSchema,
  });
}
