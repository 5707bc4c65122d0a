import { createContext, type ReactNode, useContext } from 'react';

// A partner app's many buttons all end the same way when the session has expired elsewhere (401):
// the screen goes back to the sign-in card. One context instead of threading the callback everywhere;
// the restaurant board and the driver dashboard each provide it.
const UnauthorizedContext = createContext<() => void>(() => {});

export function PartnerSessionProvider({
  onUnauthorized,
  children,
}: {
  onUnauthorized: () => void;
  children: ReactNode;
}) {
  return <UnauthorizedContext.Provider value={onUnauthorized}>{children}</UnauthorizedContext.Provider>;
}

export function useOnUnauthorized(): () => void {
  return useContext(UnauthorizedContext);
}
