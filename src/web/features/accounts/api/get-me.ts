import { queryOptions, useQuery } from '@tanstack/react-query';
import { meResponseSchema } from '#domain/accounts/responses.ts';
import { getQueryFn } from '#web/lib/api-client.ts';
import { authKeys } from './query-keys';

/**
 * GET /api/auth/me: who is signed in (never 401). Always re-checked when a screen that depends on
 * it mounts, since another tab may have signed in or out meanwhile.
 */
export const meQuery = () =>
  queryOptions({ queryKey: authKeys.me, queryFn: getQueryFn({ schema: meResponseSchema }), staleTime: 0 });

export function useMe() {
  return useQuery(meQuery());
}
