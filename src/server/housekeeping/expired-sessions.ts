import { and, inArray, lte, notInArray, or, type SQL } from 'drizzle-orm';
import type { SubjectType } from '#domain/accounts/roles.ts';
import { SESSION_LIFETIME } from '../auth/session-policy';
import type { DbOrTx } from '../db/client';
import { sessions } from '../db/schema';
import { deleteInBatches } from './batches';

// Sessions past their absolute expiry or idle too long, by the rules the session store applies
// when a cookie is used (decision 0007): a session nobody comes back with would otherwise stay forever.

function expired(now: Date): SQL {
  const types = Object.keys(SESSION_LIFETIME) as SubjectType[];
  const idle = types.map((type) =>
    and(
      inArray(sessions.subjectType, [type]),
      lte(sessions.lastSeenAt, new Date(now.getTime() - SESSION_LIFETIME[type].idleMs)),
    ),
  );
  // A subject type the store no longer knows is never valid either.
  return or(lte(sessions.expiresAt, now), notInArray(sessions.subjectType, types), ...idle) as SQL;
}

export async function removeExpiredSessions(db: DbOrTx, now: Date): Promise<number> {
  return deleteInBatches(async (size) => {
    const batch = db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(expired(now)).limit(size);
    const deleted = await db
      .delete(sessions)
      .where(inArray(sessions.tokenHash, batch))
      .returning({ tokenHash: sessions.tokenHash });
    return deleted.length;
  });
}
