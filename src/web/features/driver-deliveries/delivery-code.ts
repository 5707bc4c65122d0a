import { DELIVERY_LOCKED_CODE } from '#domain/driver-deliveries/messages.ts';
import { DELIVERY_CODE_MESSAGE, deliverOrderSchema } from '#domain/driver-deliveries/requests.ts';
import { DELIVERY_CODE_MAX_FAILURES } from '#domain/tracking/rules.ts';
import { apiErrorBody, isApiError, serverMessage } from '#web/lib/api-client.ts';

export { DELIVERY_LOCKED_CODE };

export const LOCKED_TITLE = 'Delivery locked';
export const LOCKED_TEXT = `Too many wrong codes were entered. Contact support: an administrator will help you complete this delivery.`;

/** The code as typed, checked before it is sent: the digits, or the spec'd message. */
export function checkDeliveryCode(input: string): { code: string } | { error: string } {
  const parsed = deliverOrderSchema.safeParse({ code: input });
  return parsed.success ? { code: parsed.data.code } : { error: DELIVERY_CODE_MESSAGE };
}

/** How many more codes may be tried, from the failures the server counted so far. */
export function attemptsLeft(failures: number): number {
  return Math.max(0, DELIVERY_CODE_MAX_FAILURES - failures);
}

export type DeliverFailure =
  /** 400: the code is wrong (or malformed); the text is the server's, attempts left included. */
  | { kind: 'wrong-code'; message: string }
  /** 409 delivery_locked: the order waits for an administrator. */
  | { kind: 'locked' }
  /** 401: the session ended elsewhere. */
  | { kind: 'signed-out' }
  /** Anything else (the order moved, the network): the message to show. */
  | { kind: 'other'; message: string };

/** Sorts a failed Mark as Delivered into what the dialog shows. */
export function deliverFailure(error: unknown): DeliverFailure {
  if (isApiError(error, 401)) return { kind: 'signed-out' };
  const body = apiErrorBody(error);
  if (isApiError(error, 409) && body?.code === DELIVERY_LOCKED_CODE) return { kind: 'locked' };
  if (isApiError(error, 400)) {
    return { kind: 'wrong-code', message: body?.fields.code ?? body?.message ?? DELIVERY_CODE_MESSAGE };
  }
  const fallback = error instanceof Error ? error.message : String(error);
  return { kind: 'other', message: serverMessage(error, fallback) };
}
