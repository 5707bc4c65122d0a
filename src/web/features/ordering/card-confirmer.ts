import type { RefObject } from 'react';
import { STRIPE_NOT_LOADED } from '#domain/payments/card-payments.ts';
import { type CardCharge, createPaymentIntent } from './api/create-payment-intent';
import { PaymentError } from './order-errors';

/**
 * Confirms a payment intent with the card the customer entered (our test-mode fields or Stripe's
 * CardElement) and resolves with the intent's id once it succeeded; rejects with a PaymentError.
 * The card fields register one while they are mounted.
 */
export type CardConfirmer = (clientSecret: string, billingName: string) => Promise<string>;

export type CardConfirmerRef = RefObject<CardConfirmer | null>;

/** Confirms with the registered card fields; none registered means the provider never loaded. */
export function confirmCard(
  ref: CardConfirmerRef,
  clientSecret: string,
  billingName: string,
): Promise<string> {
  const confirm = ref.current;
  if (!confirm) return Promise.reject(new PaymentError(STRIPE_NOT_LOADED));
  return confirm(clientSecret, billingName);
}

/**
 * The drawer's payer: a new intent for the quoted total in the restaurant's currency, confirmed at
 * once with the entered card.
 */
export function payWithNewIntent(ref: CardConfirmerRef, billingName: string) {
  return async (charge: CardCharge): Promise<string> => {
    const intent = await createPaymentIntent(charge);
    return confirmCard(ref, intent.clientSecret, billingName);
  };
}
