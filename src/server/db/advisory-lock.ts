import type { DatabaseHandle } from './client';

// Work that one instance at a time should do (housekeeping, the unanswered-order check) when
// several share one PostgreSQL: a session-level advisory lock on a connection of its own lets one
// of them run while the others skip. PGlite has one process, so the work just runs.

/** The work's result, or `skipped` when another instance held the lock. */
export async function withAdvisoryLock<T>(
  database: Pick<DatabaseHandle, 'kind' | 'pool'>,
  key: number,
  work: () => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> {
  const { pool } = database;
  if (database.kind !== 'postgres' || !pool) return { ran: true, result: await work() };

  const client = await pool.connect();
  let broken = false;
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      key,
    ]);
    if (!rows[0]?.locked) return { ran: false };
    try {
      return { ran: true, result: await work() };
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {
        broken = true;
      });
    }
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    // A connection whose unlock failed is closed rather than pooled: closing frees the lock too.
    client.release(broken);
  }
}
