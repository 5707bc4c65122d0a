import type { CartItem } from '#domain/cart/rules.ts';
import type { OrderQuote } from '#domain/ordering/responses.ts';

// One "attempt" is everything that must stay the same when Place Order is pressed again after a
// failure: the Idempotency-Key (so a lost response cannot create a second order) and a card payment
// that already succeeded (so the customer is never charged twice). A new cart or total starts a new
// attempt; a moved pin or a corrected address is a new body, so a new key (see withBody).

export interface OrderAttempt {
  /** The cart lines and total this attempt is for. */
  readonly fingerprint: string;
  readonly idempotencyKey: string;
  /** The body last sent with the key: the server refuses the key with any other body. */
  readonly sentBody: string | null;
  /** A payment that succeeded for this total and is not yet part of an order. */
  readonly paidIntentId: string | null;
}

/** The cart lines and the quoted total (with its currency) an attempt pays and orders. */
export function attemptFingerprint(
  items: readonly CartItem[],
  quote: Pick<OrderQuote, 'total' | 'currency'>,
): string {
  return JSON.stringify([
    quote.total,
    quote.currency,
    items.map((item) => [item.id, item.quantity, item.price]),
  ]);
}

/** The previous attempt when it was for the same cart and total, else a fresh one. */
export function continueAttempt(
  previous: OrderAttempt | null,
  fingerprint: string,
  newKey: () => string,
): OrderAttempt {
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { fingerprint, idempotencyKey: newKey(), sentBody: null, paidIntentId: null };
}

/**
 * The attempt about to send `body`: same key for the same body; a changed body (the customer fixed
 * their address or moved the pin, say) needs a new key, or the server would answer 409 idempotency_key_reused.
 */
export function withBody(attempt: OrderAttempt, body: string, newKey: () => string): OrderAttempt {
  if (attempt.sentBody === null || attempt.sentBody === body) return { ...attempt, sentBody: body };
  return { ...attempt, idempotencyKey: newKey(), sentBody: body };
}
