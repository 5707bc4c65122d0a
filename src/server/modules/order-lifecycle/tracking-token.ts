import { randomBytes, randomInt } from 'node:crypto';
import { DELIVERY_CODE_LENGTH } from '#domain/tracking/rules.ts';
import { hashToken } from '#server/auth/session-store.ts';

// The secrets of tracking privacy (DESIGN section 5): the token that opens an order's full view,
// 256 random bits of which only the sha256 is stored, and the delivery code the customer reads to
// the driver. Both come from the operating system's secure random source.

export interface TrackingToken {
  token: string;
  hash: string;
}

export function newTrackingToken(): TrackingToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashTrackingToken = hashToken;

/** Four digits, "0000" to "9999", uniformly. */
export function newDeliveryCode(): string {
  return String(randomInt(0, 10 ** DELIVERY_CODE_LENGTH)).padStart(DELIVERY_CODE_LENGTH, '0');
}
