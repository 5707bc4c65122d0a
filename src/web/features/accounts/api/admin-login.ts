import type { AdminLogin } from '#domain/accounts/requests.ts';
import { type SessionUser, signedInSchema } from '#domain/accounts/responses.ts';
import { apiCall } from '#web/lib/api-client.ts';

/** POST /api/admin/login: the form's "Username" is sent as `email` (SPEC section 7). */
export async function adminLogin(body: AdminLogin): Promise<SessionUser> {
  const { user } = await apiCall({
    method: 'POST',
    url: '/api/admin/login',
    body,
    schema: signedInSchema,
  });
  return user;
}
