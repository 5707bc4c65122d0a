import { queryOptions } from '@tanstack/react-query';
import type { MeResponse, PartnerLogin, SessionUser } from '../../../domain/accounts';
import { apiRequest, getQueryFn, isApiError } from '../../lib/api-client';

export const authKeys = {
  me: ['/api/auth/me'] as const,
};

/**
 * GET /api/auth/me: who is signed in (never 401). Always re-checked when a screen that depends on
 * it mounts, since another tab may have signed in or out meanwhile.
 */
export const meQuery = () =>
  queryOptions({ queryKey: authKeys.me, queryFn: getQueryFn<MeResponse>(), staleTime: 0 });

/** POST /api/auth/login for a restaurant or driver; the server sets the session cookie. */
export async function signInPartner(body: PartnerLogin): Promise<SessionUser> {
  const res = await apiRequest('POST', '/api/auth/login', body);
  const { user } = (await res.json()) as { user: SessionUser };
  return user;
}

/** POST /api/auth/logout: ends the server session of any role. */
export async function signOut(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
}

/** The `message` of a JSON error body, or the fallback when there is none. */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  try {
    const body = JSON.parse(error.body) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : fallback;
  } catch {
    return fallback;
  }
}
