import type { PaymentIntentResponse } from '../../../../domain/card-payments';
import { paymentIntentResponseSchema } from '../../../../domain/card-payments';
import { PAYMENT_CURRENCY } from '../../../../domain/constants';
import { centsToDecimal } from '../../../../domain/money';
import { apiCall } from '../../../lib/api-client';

/** POST /api/create-payment-intent for an order total (dollars as a decimal string, SPEC section 7). */
export async function createPaymentIntent(totalCents: number): Promise<PaymentIntentResponse> {
  return apiCall({
    method: 'POST',
    url: '/api/create-payment-intent',
    body: { amount: centsToDecimal(totalCents), currency: PAYMENT_CURRENCY },
    schema: paymentIntentResponseSchema,
  });
}
