import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react';
import { cn } from '../cn';
import { useOnlineStatus } from './online-status';

// Actions that need the server are disabled while the browser is offline, and say why: one note,
// "You're offline - this needs a connection", per screen (or per dialog), which every disabled
// control names through aria-describedby. The note shows only where such a control is mounted, so
// a screen without one (or a dialog that only shows something) stays quiet.
//
// The actions are refused, not queued: the query client runs mutations with networkMode 'always'
// (see query-client.ts), so nothing sent offline waits to fire on its own minutes later.

export const OFFLINE_ACTION_MESSAGE = "You're offline - this needs a connection";

interface Scope {
  noteId: string;
  /** A control that needs the server is mounted; returns its removal. */
  register: () => () => void;
}

const ScopeContext = createContext<Scope | null>(null);
// Apart from the scope itself, so that a count change re-renders only the note, not every control.
const UsersContext = createContext(0);

/** A screen or dialog whose server actions share one offline note (placed with OfflineActionNote). */
export function OfflineActionScope({ children }: { children: ReactNode }) {
  const noteId = useId();
  const [users, setUsers] = useState(0);
  const register = useCallback(() => {
    setUsers((count) => count + 1);
    return () => setUsers((count) => count - 1);
  }, []);
  const scope = useMemo(() => ({ noteId, register }), [noteId, register]);
  return (
    <ScopeContext.Provider value={scope}>
      <UsersContext.Provider value={users}>{children}</UsersContext.Provider>
    </ScopeContext.Provider>
  );
}

/** The scope's "You're offline - this needs a connection", shown while offline. */
export function OfflineActionNote({ className }: { className?: string }) {
  const scope = useContext(ScopeContext);
  const users = useContext(UsersContext);
  const online = useOnlineStatus();
  if (!scope || online || users === 0) return null;
  return (
    <p
      id={scope.noteId}
      className={cn(
        'rounded-lg border border-yellow-400 bg-yellow-100 px-4 py-2 text-sm font-semibold text-stone-950',
        className,
      )}
    >
      {OFFLINE_ACTION_MESSAGE}
    </p>
  );
}

export interface ConnectionGate {
  /** True while offline: the control must be disabled. */
  disabled: boolean;
  /** The id of the offline note to add to the control's aria-describedby, while offline. */
  describedBy: string | undefined;
}

/**
 * For a control whose action needs the server (`needed`): disabled while offline and described by
 * the nearest scope's note. With `needed` false it changes nothing, so shared controls can call it
 * unconditionally.
 */
export function useConnectionGate(needed = true): ConnectionGate {
  const online = useOnlineStatus();
  const scope = useContext(ScopeContext);
  useEffect(() => (needed && scope ? scope.register() : undefined), [needed, scope]);
  const offline = needed && !online;
  return { disabled: offline, describedBy: offline && scope ? scope.noteId : undefined };
}

/** Space-separated ids for aria-describedby, without the missing ones; undefined when none. */
export function describedByIds(...ids: readonly (string | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => Boolean(id));
  return present.length > 0 ? present.join(' ') : undefined;
}
