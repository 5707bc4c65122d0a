import { type DataDirLock, lockDataDir } from '../db/data-dir-lock';
import { ThreadedPglite } from '../db/threaded-pglite';
import { pgdataIn } from './embedded-data-dir';

/** The embedded database opening on its own thread, and the lock that keeps DATA_DIR to this process. */
export interface DatabaseThread {
  client: ThreadedPglite;
  lock: DataDirLock;
}

/**
 * Locks DATA_DIR and starts opening its database on a thread of its own: the longest step of a
 * start, now beside the loading and building of the app instead of before it. Only the start-up
 * path imports this (no query builder, no driver), so the thread starts within node's first
 * milliseconds.
 */
export function startDatabaseThread(
  dataDir: string,
  script: URL,
  onLost: (error: Error) => void,
): DatabaseThread {
  const lock = lockDataDir(dataDir);
  try {
    return { lock, client: new ThreadedPglite({ script, dataDir: pgdataIn(dataDir), onLost }) };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Closes the thread's database (letting an opening in progress finish) and releases DATA_DIR. */
export async function stopDatabaseThread(thread: DatabaseThread | undefined): Promise<void> {
  if (!thread) return;
  try {
    await thread.client.close();
  } finally {
    thread.lock.release();
  }
}
