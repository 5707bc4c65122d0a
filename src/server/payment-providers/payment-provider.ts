import type { PaymentMode } from '#domain/payments/card-payments.ts';

// The payment provider behind card orders (DESIGN section 2): Stripe when configured, otherwise the
// built-in test-mode provider. Amounts are integers of the provider's smallest unit of the currency
// (cents of a dollar, whole yen: see providerAmount in the domain); only the provider knows whether
// money moved.

export interface CreatedIntent {
  id: string;
  /** Handed to the paying browser only; it confirms the payment with the provider directly. */
  clientSecret: string;
}

export interface IntentState {
  id: string;
  /** Stripe's PaymentIntent statuses; an order needs 'requires_capture' (or 'succeeded'). */
  status: string;
  /** In the provider's smallest unit of `currency`. */
  amount: number;
  /** Lower case, as Stripe writes it ("cad", "jpy"). */
  currency: string;
}

export interface PaymentProvider {
  readonly mode: PaymentMode;
  readonly publishableKey: string | null;
  createIntent(input: { amount: number; currency: string }): Promise<CreatedIntent>;
  /** The intent as the provider sees it now; null when it does not exist. */
  retrieveIntent(id: string): Promise<IntentState | null>;
  /** Takes an authorised payment; capturing one already captured changes nothing. */
  captureIntent(id: string): Promise<void>;
  /**
   * Releases an authorisation that no order will use (status becomes 'canceled', as at Stripe).
   * Returns false when the intent was no longer cancellable (captured meanwhile, already canceled).
   */
  cancelIntent(id: string): Promise<boolean>;
  /**
   * Refunds a captured payment in full. `idempotencyKey` makes a retry (after a timeout, from
   * another instance) return the first refund instead of paying back twice.
   */
  refundIntent(input: { id: string; amount: number; idempotencyKey: string }): Promise<RefundResult>;
}

export interface RefundResult {
  refundId: string;
  /** Stripe's refund statuses: 'succeeded', or 'pending' while the bank settles it. */
  status: string;
}

/** Stripe's id format; anything else cannot be an intent and is refused before any look-up. */
export function looksLikeIntentId(id: string): boolean {
  return /^pi_[A-Za-z0-9]{8,64}$/.test(id);
}
