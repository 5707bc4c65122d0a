import { hashToken, type SessionStore } from '#server/auth/session-store.ts';
import type { Database } from '#server/db/client.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';

// Ends one session (sign-out, or the old session replaced at sign-in): the row goes and, in the
// same transaction, every instance is told to close the live sockets bound to it, so nothing more
// reaches a device that has signed out.

export interface EndSessionDependencies {
  db: Database;
  sessions: SessionStore;
  hub: RealtimeHub;
}

export async function endSession(deps: EndSessionDependencies, token: string): Promise<void> {
  const afterCommit = await deps.db.transaction(async (tx) => {
    const ended = await deps.sessions.delete(token, tx);
    if (!ended) return undefined;
    return deps.hub.publishInTransaction(tx, { kind: 'session_ended', tokenHash: hashToken(token) });
  });
  afterCommit?.();
}
