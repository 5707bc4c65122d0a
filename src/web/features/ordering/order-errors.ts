import { isApiError } from '../../lib/api-client';

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

interface ErrorBody {
  message?: unknown;
  code?: unknown;
  fields?: unknown;
}

function parseBody(error: unknown): ErrorBody | null {
  if (!isApiError(error)) return null;
  try {
    const body = JSON.parse(error.body) as unknown;
    return body && typeof body === 'object' ? (body as ErrorBody) : null;
  } catch {
    return null;
  }
}

/**
 * What to tell the customer about a failed call: the first field message of a 400 (the server's
 * top-level message names the field, "cardNumber: ..."), else the JSON body's message, else null.
 */
export function serverErrorMessage(error: unknown): string | null {
  const body = parseBody(error);
  if (!body) return null;
  if (body.fields && typeof body.fields === 'object') {
    const first = Object.values(body.fields as Record<string, unknown>).find(
      (value): value is string => typeof value === 'string' && value !== '',
    );
    if (first) return first;
  }
  return typeof body.message === 'string' && body.message ? body.message : null;
}

/** The `code` of a JSON error body ('card_declined', 'amounts_changed', ...), or null. */
export function serverErrorCode(error: unknown): string | null {
  const code = parseBody(error)?.code;
  return typeof code === 'string' ? code : null;
}
