import type { PartnerLogin } from '#domain/accounts/requests.ts';
import { type SessionUser, signedInSchema } from '#domain/accounts/responses.ts';
import { apiCall } from '#web/lib/api-client.ts';

/** POST /api/auth/login for a restaurant or driver; the server sets the session cookie. */
export async function signInPartner(body: PartnerLogin): Promise<SessionUser> {
  const { user } = await apiCall({
    method: 'POST',
    url: '/api/auth/login',
    body,
    schema: signedInSchema,
  });
  return user;
}
