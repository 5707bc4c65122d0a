import { type PartnerLogin, type SessionUser, signedInSchema } from '../../../../domain/accounts';
import { apiCall } from '../../../lib/api-client';

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
