import type { AppConfig } from '../config';
import type { DatabaseThread } from '../startup/database-thread';
import { type StartupTimer, UNTIMED } from '../startup/startup-timer';
import { type DatabaseHandle, embeddedHandle, openDatabase } from './client';
import { heldUntil } from './held-pglite';
import { runMigrations } from './migrate';

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR) and migrates it. */
export async function openConfiguredDatabase(
  config: AppConfig,
  timer: Pick<StartupTimer, 'step'> = UNTIMED,
): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir, timer });
  try {
    await timer.step('migrations', () => runMigrations(handle, { postgresUrl: config.databaseUrl }));
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** The database of a server's start: the handle the app is built with, and its migration. */
export interface StartingDatabase {
  handle: DatabaseHandle;
  /** Resolves once the schema is current; the data steps of start-up (admin, demo data) wait for it. */
  migrated: Promise<void>;
}

/**
 * The database for the server's start. On PostgreSQL (or without a database thread) it is opened
 * and migrated first. On the embedded database opening on its thread, the handle comes at once:
 * its calls wait until the database is open and migrated, so the app is built meanwhile.
 */
export async function startConfiguredDatabase(
  config: AppConfig,
  timer: Pick<StartupTimer, 'step'>,
  thread: DatabaseThread | undefined,
): Promise<StartingDatabase> {
  if (!thread) return { handle: await openConfiguredDatabase(config, timer), migrated: Promise.resolve() };
  const { client, lock } = thread;
  const migrated = (async () => {
    await timer.step('database open', () => client.waitReady);
    await timer.step('migrations', () => runMigrations(embeddedHandle(client, lock)));
  })();
  // Awaited by the caller once the app's modules are loaded; failing earlier must not end the process unhandled.
  migrated.catch(() => {});
  return { handle: embeddedHandle(heldUntil(client, migrated), lock), migrated };
}
