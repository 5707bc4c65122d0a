import { createHash } from 'node:crypto';
import { AppError } from './app-error';

// Idempotency-Key support for POST /api/orders (DESIGN section 6): a retry with the same key and body
// gets the same order; the same key with another body is a client bug and gets 409.

export const ORDER_SCOPE = 'order';
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const INVALID_IDEMPOTENCY_KEY = 'Idempotency-Key must be 1 to 255 visible ASCII characters';

/** The header's value, or undefined when absent; a malformed key is a 400. */
export function readIdempotencyKey(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value) || !KEY_PATTERN.test(value)) {
    throw new AppError(400, 'invalid_input', INVALID_IDEMPOTENCY_KEY, {
      'Idempotency-Key': INVALID_IDEMPOTENCY_KEY,
    });
  }
  return value;
}

/** A fingerprint of the validated body (key order is the schema's, so it is stable). */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

export function keyReused(): AppError {
  return new AppError(
    409,
    'idempotency_key_reused',
    'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
  );
}
