import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type DataDirLock, lockDataDir } from '../db/data-dir-lock';
import { ThreadedPglite } from '../db/threaded-pglite';
import { holdsDatabase, pgdataIn } from './embedded-data-dir';

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
  /**
   * The migrated, empty database the server's build made (a tarball): a new DATA_DIR starts from
   * it instead of running initdb and every migration (decision 0041). Ignored when missing (a
   * start from the sources) and when DATA_DIR holds a database already.
   */
  newDatabase?: URL,
): DatabaseThread {
  const lock = lockDataDir(dataDir);
  try {
    const template = newDatabase && fileURLToPath(newDatabase);
    const startFrom = template && !holdsDatabase(dataDir) && existsSync(template) ? template : undefined;
    return { lock, client: new ThreadedPglite({ script, dataDir: pgdataIn(dataDir), startFrom, onLost }) };
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
