import { useCallback, useEffect, useState } from 'react';
import type { SessionUser } from '#domain/accounts/responses.ts';
import { useSession } from '#web/features/accounts/use-session.ts';
import { useSignOut } from '#web/features/accounts/use-sign-out.ts';
import { readAdminFlag, writeAdminFlag } from './admin-flag';

/**
 * Panel or login form. The local flag (SPEC section 4) paints the first frame; GET /api/auth/me
 * then decides, and the flag follows it. A 401/403 from an admin call, or Logout, ends it.
 */
export function useAdminGate() {
  const session = useSession();
  const { setUser } = session;
  const [flag, setFlag] = useState(readAdminFlag);
  const remember = useCallback((loggedIn: boolean) => {
    writeAdminFlag(loggedIn);
    setFlag(loggedIn);
  }, []);

  const serverSaysAdmin = session.user === undefined ? undefined : session.user?.type === 'admin';
  useEffect(() => {
    if (serverSaysAdmin !== undefined && serverSaysAdmin !== flag) remember(serverSaysAdmin);
  }, [serverSaysAdmin, flag, remember]);

  const onLoggedIn = useCallback(
    (user: SessionUser) => {
      remember(true);
      setUser(user);
    },
    [remember, setUser],
  );
  const onUnauthorized = useCallback(() => {
    remember(false);
    setUser(null);
  }, [remember, setUser]);
  const signOut = useSignOut(() => remember(false));

  return {
    showPanel: serverSaysAdmin ?? flag,
    onLoggedIn,
    onUnauthorized,
    logout: () => signOut.mutate(),
    loggingOut: signOut.isPending,
  };
}
