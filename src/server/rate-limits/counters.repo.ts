import { eq, sql } from 'drizzle-orm';
import { type Database, type DbOrTx, runStatement, type Statement } from '../db/client';
import { rateLimitCounters } from '../db/schema';

// The SQL of the shared rate-limit counters (PostgreSQL only; PGlite keeps its counters in memory).
// Every time comes from the database's clock, so instances with drifting clocks still agree on
// when a window ends.

export interface CounterState {
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/** $1 key, $2 hits, $3 window in milliseconds. */
const HIT: Statement = {
  name: 'quickbite_rate_limit_hit',
  text: `
    insert into rate_limit_counters as c (key, hits, expires_at)
    values ($1, $2, now() + $3::double precision * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when c.expires_at <= now() then excluded.hits else c.hits + excluded.hits end,
      expires_at = case when c.expires_at <= now() then excluded.expires_at else c.expires_at end
    returning c.hits as hits,
      greatest(0, ceil(extract(epoch from (c.expires_at - now())) * 1000))::int as "ttlMs"`,
};

export function createCountersRepo(db: Database) {
  return {
    /**
     * Counts `hits` hits in one statement: a new key, or one whose window has ended, starts a window
     * of `windowMs` at `hits`; otherwise the count goes up by `hits`. Concurrent upserts of one key
     * queue on its row. Runs before every rate-limited request: a fixed, prepared statement.
     */
    async hit(key: string, windowMs: number, hits = 1): Promise<CounterState> {
      const [row] = await runStatement<CounterState>(db, HIT, [key, hits, windowMs]);
      if (!row) throw new Error('rate-limit counter upsert returned no row');
      return row;
    },

    /** Takes one hit back from a live window (an attempt that was counted but never evaluated). */
    async giveBack(key: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(rateLimitCounters)
        .set({ hits: sql`${rateLimitCounters.hits} - 1` })
        .where(
          sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.expiresAt} > now() and ${rateLimitCounters.hits} > 0`,
        );
    },

    async remove(key: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },

    /** Deletes up to `limit` rows whose window has ended; returns how many went. */
    async sweepExpired(limit: number, tx: DbOrTx = db): Promise<number> {
      const gone = await tx
        .delete(rateLimitCounters)
        .where(
          sql`${rateLimitCounters.key} in (select ${rateLimitCounters.key} from ${rateLimitCounters} where ${rateLimitCounters.expiresAt} <= now() limit ${limit})`,
        )
        .returning({ key: rateLimitCounters.key });
      return gone.length;
    },
  };
}

export type CountersRepo = ReturnType<typeof createCountersRepo>;
