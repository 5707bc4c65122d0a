import { apiErrorBody } from '../../lib/api-client';

/**
 * A card payment that did not succeed, with the provider's message for the customer
 * ("Your card was declined.", "Stripe not loaded", ...).
 */
export class PaymentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentError';
  }
}

/**
 * What to tell the customer about a failed call: the first field message of a 400 (the server's
 * top-level message names the field, "cardNumber: ..."), else the JSON body's message, else null.
 */
export function serverErrorMessage(error: unknown): string | null {
  const body = apiErrorBody(error);
  if (!body) return null;
  const first = Object.values(body.fields).find((value) => value !== '');
  if (first) return first;
  return body.message ? body.message : null;
}

/** The `code` of a JSON error body ('card_declined', 'amounts_changed', ...), or null. */
export function serverErrorCode(error: unknown): string | null {
  return apiErrorBody(error)?.code ?? null;
}
