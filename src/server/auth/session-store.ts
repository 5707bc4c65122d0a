import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { SubjectType } from '#domain/accounts/roles.ts';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import { SESSION_LIFETIME, SESSION_TOUCH_INTERVAL_MS } from './session-policy';

// Server-side sessions (DESIGN section 5): the cookie holds a random 256-bit token; the table
// holds only its SHA-256, so a leaked table cannot be replayed as cookies. Every instance reads
// the same table, so a sign-out or a revocation takes effect everywhere at once.

export interface SessionSubject {
  subjectType: SubjectType;
  subjectId: number;
}

export interface SessionRecord extends SessionSubject {
  tokenHash: string;
  /** When it ends unless used again (epoch ms): its absolute expiry or its idle limit, the sooner. */
  liveUntil: number;
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Tokens are 43 url-safe base64 characters; anything else is not worth a query. */
export const isWellFormedToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/** The moment a session ends unless used again: its absolute expiry or its idle limit, the sooner. */
function liveUntil(row: { subjectType: string; expiresAt: Date }, lastSeenAt: number): number {
  const lifetime = SESSION_LIFETIME[row.subjectType as SubjectType];
  if (!lifetime) return Number.NEGATIVE_INFINITY;
  return Math.min(row.expiresAt.getTime(), lastSeenAt + lifetime.idleMs);
}

/** Neither past its absolute expiry nor idle longer than its kind of account allows. */
function isLive(row: { subjectType: string; expiresAt: Date; lastSeenAt: Date }, at: number): boolean {
  return liveUntil(row, row.lastSeenAt.getTime()) > at;
}

export function createSessionStore(db: Database, now: () => Date = () => new Date()) {
  return {
    async create(subject: SessionSubject): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const created = now();
      const lifetime = SESSION_LIFETIME[subject.subjectType];
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        subjectType: subject.subjectType,
        subjectId: subject.subjectId,
        createdAt: created,
        lastSeenAt: created,
        expiresAt: new Date(created.getTime() + lifetime.absoluteMs),
      });
      return token;
    },

    /**
     * The live session for a cookie token, or null (unknown, expired or idle too long). A use
     * counts as activity unless `touch` is false (background checks must not keep it alive).
     */
    async find(token: string, options: { touch?: boolean } = {}): Promise<SessionRecord | null> {
      if (!isWellFormedToken(token)) return null;
      const tokenHash = hashToken(token);
      const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
      if (!row) return null;
      const subjectType = row.subjectType as SubjectType;
      const at = now().getTime();
      if (!isLive(row, at)) {
        await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
        return null;
      }
      let lastSeenAt = row.lastSeenAt.getTime();
      if (options.touch !== false && at - lastSeenAt >= SESSION_TOUCH_INTERVAL_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(at) })
          .where(eq(sessions.tokenHash, tokenHash));
        lastSeenAt = at;
      }
      return { tokenHash, subjectType, subjectId: row.subjectId, liveUntil: liveUntil(row, lastSeenAt) };
    },

    /**
     * Which of these tokens still have a live session, in one query and without counting as
     * activity: the live channel re-checks every bound socket this way on each heartbeat.
     */
    async liveTokens(tokens: readonly string[]): Promise<Set<string>> {
      const byHash = new Map(tokens.filter(isWellFormedToken).map((token) => [hashToken(token), token]));
      if (byHash.size === 0) return new Set();
      const rows = await db
        .select({
          tokenHash: sessions.tokenHash,
          subjectType: sessions.subjectType,
          expiresAt: sessions.expiresAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(inArray(sessions.tokenHash, [...byHash.keys()]));
      const at = now().getTime();
      return new Set(rows.filter((row) => isLive(row, at)).map((row) => byHash.get(row.tokenHash)!));
    },

    /** Ends one session; says whether there was one. Takes a transaction to join it. */
    async delete(token: string, tx: Pick<Database, 'delete'> = db): Promise<boolean> {
      if (!isWellFormedToken(token)) return false;
      const gone = await tx
        .delete(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)))
        .returning({ tokenHash: sessions.tokenHash });
      return gone.length > 0;
    },

    /** Ends every session of one account (revocation). Takes a transaction to join it. */
    async deleteAllFor(subject: SessionSubject, tx: Pick<Database, 'delete'> = db): Promise<void> {
      await tx
        .delete(sessions)
        .where(and(eq(sessions.subjectType, subject.subjectType), eq(sessions.subjectId, subject.subjectId)));
    },

    /** Removes sessions past their absolute expiry (housekeeping; idle ones go on their next read). */
    async purgeExpired(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, now()));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
