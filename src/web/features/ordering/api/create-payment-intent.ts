import type { PaymentIntentResponse } from '#domain/card-payments.ts';
import { paymentIntentResponseSchema } from '#domain/card-payments.ts';
import { PAYMENT_CURRENCY } from '#domain/constants.ts';
import { centsToDecimal } from '#domain/money.ts';
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
