import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { MeResponse, SessionUser } from '#domain/accounts/responses.ts';
import { useMe } from './api/get-me';
import { authKeys } from './api/query-keys';

export interface Session {
  /** The signed-in account, null when signed out, undefined while unknown. */
  user: SessionUser | null | undefined;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
  /** Records who is signed in now (after a sign-in, or null after a 401 or sign-out). */
  setUser: (user: SessionUser | null) => void;
}

/** Who is signed in, according to GET /api/auth/me. */
export function useSession(): Session {
  const queryClient = useQueryClient();
  const query = useMe();
  const setUser = useCallback(
    (user: SessionUser | null) => queryClient.setQueryData<MeResponse>(authKeys.me, { user }),
    [queryClient],
  );
  return {
    user: query.data === undefined ? undefined : (query.data?.user ?? null),
    isLoading: query.isPending,
    isError: query.isError,
    refetch: () => void query.refetch(),
    setUser,
  };
}
