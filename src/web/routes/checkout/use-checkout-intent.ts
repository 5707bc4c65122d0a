import { useQuery } from '@tanstack/react-query';
import type { PaymentIntentResponse } from '#domain/payments/card-payments.ts';
import { createPaymentIntent } from '#web/features/ordering/api/create-payment-intent.ts';
import { useDebouncedValue } from './use-debounced-value';

/** How long the total must stay put before a payment intent is created for it. */
const INTENT_DELAY_MS = 400;

export interface CheckoutIntent {
  /** The intent for exactly the current total, once it exists. */
  intent: PaymentIntentResponse | null;
  isPreparing: boolean;
}

/**
 * SPEC section 7: a payment intent is created whenever the total changes while the subtotal is
 * above 0. A failure is only logged (console.warn) and Place Order stays disabled without one.
 * An intent belongs to one amount: one for an older total is never handed out.
 */
export function useCheckoutIntent(totalCents: number, enabled: boolean): CheckoutIntent {
  const settledTotal = useDebouncedValue(totalCents, INTENT_DELAY_MS);
  const query = useQuery({
    queryKey: ['checkout-payment-intent', settledTotal],
    queryFn: async () => {
      try {
        return await createPaymentIntent(settledTotal);
      } catch (error) {
        console.warn('Could not set up the card payment', error);
        throw error;
      }
    },
    enabled: enabled && settledTotal > 0,
    // Each intent is a new payment on the provider: never refetched behind the customer's back.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const current = settledTotal === totalCents && query.data ? query.data : null;
  return { intent: enabled ? current : null, isPreparing: enabled && !current && !query.isError };
}
