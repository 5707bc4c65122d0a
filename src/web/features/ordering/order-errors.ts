import { OUTSIDE_DELIVERY_AREA } from '#domain/ordering/messages.ts';
import { apiErrorBody } from '#web/lib/api-client.ts';

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

/**
 * The 409 codes of the ordering rules (DESIGN deviation 13): the server's message is written for
 * the customer ("Nonna Rosa Pizzeria is closed right now", "The minimum order at … is ¥1,000",
 * "Funghi e Tartufo is not available right now") and is what they need to see.
 */
export const ORDERING_RULE_CODES: readonly string[] = [
  'restaurant_closed',
  'below_minimum_order',
  'item_unavailable',
];

/** The server's message when it refused the order on an ordering rule, else null. */
export function orderingRuleMessage(error: unknown): string | null {
  const body = apiErrorBody(error);
  if (!body?.code || !ORDERING_RULE_CODES.includes(body.code)) return null;
  return body.message || Object.values(body.fields).find((value) => value !== '') || null;
}

/**
 * What the server said about the drop-off pin, or null: its 409 outside_delivery_area ("{restaurant}
 * delivers within {r} km; this address is {d} km away") or a 400 on the coordinates. Shown at the map.
 */
export function serverDropoffProblem(error: unknown): string | null {
  const body = apiErrorBody(error);
  if (!body) return null;
  if (body.code === OUTSIDE_DELIVERY_AREA) return body.message || null;
  return body.fields.customerLatitude || body.fields.customerLongitude || null;
}
