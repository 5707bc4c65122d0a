import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect } from 'react';
import { isAuthorizedIntentStatus, STRIPE_NOT_LOADED } from '#domain/payments/card-payments.ts';
import type { CardConfirmerRef } from '../card-confirmer';
import { PAYMENT_FAILED_FALLBACK } from '../messages';
import { PaymentError } from '../order-errors';

// Stripe mode only, loaded lazily: card data goes from Stripe's iframe straight to Stripe, never to
// our server. This module (and Stripe.js) is not part of the test-mode or home bundles.

const stripeByKey = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js instance per key; a blocked script resolves to null ("Stripe not loaded"). */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch((error: unknown) => {
      console.warn('Stripe.js could not be loaded', error);
      return null;
    });
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

interface StripeCardFieldProps {
  publishableKey: string;
  confirmerRef: CardConfirmerRef;
  disabled?: boolean;
}

export function StripeCardField({ publishableKey, confirmerRef, disabled }: StripeCardFieldProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCard confirmerRef={confirmerRef} disabled={disabled} />
    </Elements>
  );
}

function StripeCard({ confirmerRef, disabled }: { confirmerRef: CardConfirmerRef; disabled?: boolean }) {
  const stripe = useStripe();
  const elements = useElements();

  useEffect(() => {
    confirmerRef.current = async (clientSecret, billingName) => {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) throw new PaymentError(STRIPE_NOT_LOADED);
      // Confirms without a redirect unless the card needs one (3-D Secure opens Stripe's own dialog).
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: { name: billingName } },
      });
      if (error) throw new PaymentError(error.message ?? PAYMENT_FAILED_FALLBACK);
      // Authorised ('requires_capture'): the server takes the money once the order is stored.
      if (!isAuthorizedIntentStatus(paymentIntent?.status)) throw new PaymentError(PAYMENT_FAILED_FALLBACK);
      return paymentIntent.id;
    };
    return () => {
      confirmerRef.current = null;
    };
  }, [stripe, elements, confirmerRef]);

  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium text-stone-800">Card details</legend>
      <div className="rounded-lg border border-stone-300 bg-white px-3 py-3.5">
        <CardElement
          options={{ disabled: disabled ?? false, style: { base: { fontSize: '16px', color: '#1c1917' } } }}
        />
      </div>
    </fieldset>
  );
}
