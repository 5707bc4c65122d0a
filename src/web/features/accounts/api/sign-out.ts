import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/auth/logout: ends the server session of any role (its answer has no body to read). */
export async function signOut(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
}
