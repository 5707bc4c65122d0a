import type { PaymentIntentResponse } from '#domain/payments/card-payments.ts';
import { paymentIntentResponseSchema } from '#domain/payments/card-payments.ts';
import { apiCall } from '#web/lib/api-client.ts';

/** What a card is asked to pay: the quote's total in the restaurant's currency. */
export interface CardCharge {
  restaurantId: number;
  /** The quote's total as decimal text ("980", "47.96"). */
  amount: string;
  /** ISO 4217 of the quote (the restaurant's). */
  currency: string;
}

/**
 * POST /api/create-payment-intent (DESIGN deviation 16): the order total in the restaurant's
 * currency, named in lower case as the card provider writes it.
 */
export async function createPaymentIntent(charge: CardCharge): Promise<PaymentIntentResponse> {
  return apiCall({
    method: 'POST',
    url: '/api/create-payment-intent',
    body: {
      restaurantId: charge.restaurantId,
      amount: charge.amount,
      currency: charge.currency.toLowerCase(),
    },
    schema: paymentIntentResponseSchema,
  });
}
