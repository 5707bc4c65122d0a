import { createContext, type ReactNode, useContext } from 'react';

// The board's many buttons all end the same way when the session has expired elsewhere (401): the
// screen goes back to the sign-in card. One context instead of threading the callback everywhere.
const UnauthorizedContext = createContext<() => void>(() => {});

export function BoardSessionProvider({
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
