import { isApiError, isUnexpectedResponse, serverMessage } from '#web/lib/api-client.ts';
import { NoServiceWorkerError, PermissionDismissedError } from './browser-push';
import { DISMISSED, NO_CONNECTION, NO_WORKER } from './messages';

/**
 * One sentence for a failure: what failed (`lead`), then why, from the server's message, the
 * browser's push service or the connection. Always something to read: no failure is swallowed.
 */
export function failureText(lead: string, error: unknown): string {
  // Not a failure of anything: the user closed the prompt. Say how to get it back.
  if (error instanceof PermissionDismissedError) return DISMISSED;
  return `${lead}: ${reason(error)}`;
}

function reason(error: unknown): string {
  if (error instanceof NoServiceWorkerError) return NO_WORKER;
  if (isApiError(error)) return serverMessage(error, error.message);
  if (isUnexpectedResponse(error)) return error.message;
  // fetch rejects with a TypeError when the request never reached the server.
  if (error instanceof TypeError) return NO_CONNECTION;
  // The push service's refusals (AbortError "push service not available", ...) come as DOMExceptions.
  if (error instanceof DOMException)
    return `the browser's push service refused (${error.message || error.name}).`;
  if (error instanceof Error && error.message) return error.message;
  return 'something went wrong. Try again.';
}
