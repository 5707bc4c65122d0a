import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SessionUser } from '#domain/accounts/responses.ts';
import type { PartnerRole } from '#domain/accounts/roles.ts';
import { authKeys } from './api/query-keys';
import { useSession } from './use-session';
import { useSignOut } from './use-sign-out';

export type PartnerSessionStatus = 'loading' | 'error' | 'signed-out' | 'signed-in';

export interface PartnerSession {
  status: PartnerSessionStatus;
  /** Whoever is signed in on this device, possibly with another role. */
  user: SessionUser | null;
  onSignedIn: (user: SessionUser) => void;
  /** Forget the session locally, e.g. when the server answered 401. */
  expire: () => void;
  signOut: () => void;
  signingOut: boolean;
  retry: () => void;
}

/** The session as a partner app sees it: signed in only when the account has this app's role. */
export function usePartnerSession(role: PartnerRole): PartnerSession {
  const queryClient = useQueryClient();
  const session = useSession();
  const signOut = useSignOut();
  const { setUser } = session;
  const expire = useCallback(() => setUser(null), [setUser]);
  const onSignedIn = useCallback(
    (user: SessionUser) => {
      // Nothing cached under a previous account may show under the new one.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.me[0] });
      setUser(user);
    },
    [queryClient, setUser],
  );
  const user = session.user ?? null;
  let status: PartnerSessionStatus = 'signed-out';
  if (session.isLoading) status = 'loading';
  else if (session.isError) status = 'error';
  else if (user?.type === role) status = 'signed-in';
  return {
    status,
    user,
    onSignedIn,
    expire,
    signOut: () => signOut.mutate(),
    signingOut: signOut.isPending,
    retry: session.refetch,
  };
}
