import { useQuery } from '@tanstack/react-query';
import type { PaymentIntentResponse } from '#domain/payments/card-payments.ts';
import { type CardCharge, createPaymentIntent } from '#web/features/ordering/api/create-payment-intent.ts';

export interface CheckoutIntent {
  /** The intent for exactly the current charge, once it exists. */
  intent: PaymentIntentResponse | null;
  isPreparing: boolean;
}

/**
 * SPEC section 7: a payment intent is created whenever the total changes while the subtotal is
 * above 0, here for the quote's total in the restaurant's currency (the quote is already asked
 * only once the order stays put). A failure is only logged (console.warn) and Place Order stays
 * disabled without one. An intent belongs to one amount: one for an older total is never handed out.
 */
export function useCheckoutIntent(charge: CardCharge | null, enabled: boolean): CheckoutIntent {
  const query = useQuery({
    queryKey: ['checkout-payment-intent', charge],
    queryFn: async () => {
      if (!charge) throw new Error('Nothing to pay');
      try {
        return await createPaymentIntent(charge);
      } catch (error) {
        console.warn('Could not set up the card payment', error);
        throw error;
      }
    },
    enabled: enabled && charge !== null,
    // Each intent is a new payment on the provider: never refetched behind the customer's back.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const current = enabled && charge !== null ? (query.data ?? null) : null;
  return { intent: current, isPreparing: enabled && charge !== null && !current && !query.isError };
}
