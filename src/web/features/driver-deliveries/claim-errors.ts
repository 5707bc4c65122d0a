import {
  ALREADY_TAKEN,
  ALREADY_TAKEN_CODE,
  ONE_DELIVERY_AT_A_TIME,
} from '#domain/driver-deliveries/messages.ts';
import { apiErrorBody, isApiError, serverMessage } from '#web/lib/api-client.ts';

export { ALREADY_TAKEN_CODE };
export const TAKEN_TITLE = 'Order already taken';
export const TAKEN_FALLBACK = ALREADY_TAKEN;
export const CLAIM_FAILED_TITLE = 'Could not accept the order';

/** A driver holds one delivery at a time (the server refuses a second claim with 409 driver_busy). */
export const ONE_AT_A_TIME = ONE_DELIVERY_AT_A_TIME;

export type ClaimFailure =
  /** 409 already_taken: another driver was faster; the offer is gone. */
  | { kind: 'taken'; message: string }
  /** 401: the session ended elsewhere. */
  | { kind: 'signed-out' }
  /** Anything else (offline, busy with a delivery, the order moved): the server's message. */
  | { kind: 'other'; message: string };

/** Sorts a failed Accept Order into what the driver is told. */
export function claimFailure(error: unknown): ClaimFailure {
  if (isApiError(error, 401)) return { kind: 'signed-out' };
  if (isApiError(error, 409) && apiErrorBody(error)?.code === ALREADY_TAKEN_CODE) {
    return { kind: 'taken', message: serverMessage(error, TAKEN_FALLBACK) };
  }
  const fallback = error instanceof Error ? error.message : String(error);
  return { kind: 'other', message: serverMessage(error, fallback) };
}
