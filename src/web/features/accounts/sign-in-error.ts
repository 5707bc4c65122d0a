import { PARTNER_LOGIN_FAILED, UNDER_REVIEW } from '#domain/accounts/messages.ts';
import { isApiError, serverMessage } from '#web/lib/api-client.ts';

export const CONNECTION_PROBLEM = 'Please check your connection and try again.';

/** What a failed partner sign-in tells the user (the texts of src/domain/accounts.ts). */
export function partnerSignInError(error: unknown): string {
  if (isApiError(error, 401)) return PARTNER_LOGIN_FAILED;
  if (isApiError(error, 403)) return serverMessage(error, UNDER_REVIEW);
  if (isApiError(error)) return serverMessage(error, error.message);
  return CONNECTION_PROBLEM;
}
