import { type DatabaseThread, startDatabaseThread } from './database-thread';
import { existingEmbeddedDataDir } from './embedded-data-dir';
import { createStartupTimer, type StartupTimer } from './startup-timer';

// The first thing a start does, before the rest of the server is even loaded: on a restart, lock
// DATA_DIR and start opening its database on its own thread. That opening is the longest step of a
// start, and everything else (the settings, the app) loads beside it (decisions 0041, 0042).

/** The files of the embedded database's thread: its script, and the new database the build made. */
export interface DatabaseThreadFiles {
  script: URL;
  newDatabase: URL;
}

export interface EarlyStart {
  timer: StartupTimer;
  /** An existing embedded database, opening; undefined on PostgreSQL and for a new DATA_DIR. */
  thread: DatabaseThread | undefined;
  /** Locks a folder and starts opening its database: a new DATA_DIR, once the settings are valid. */
  openThread(dataDir: string): Promise<DatabaseThread>;
}

/** Starts the thread of an existing embedded database at once (before this returns its promise). */
export async function startEarly(env: NodeJS.ProcessEnv, files: DatabaseThreadFiles): Promise<EarlyStart> {
  const timer = createStartupTimer();
  const openThread = (dataDir: string) =>
    timer.step('lock', async () =>
      startDatabaseThread(dataDir, files.script, databaseLost, files.newDatabase),
    );
  const existing = existingEmbeddedDataDir(env);
  const thread = existing === undefined ? undefined : await openThread(existing);
  return { timer, thread, openThread };
}

/** The embedded database's thread died (out of memory, a crash): every request would fail, so exit for a restart. */
function databaseLost(error: Error): void {
  console.error('QuickBite stopped: the embedded database failed:', error);
  process.exit(1);
}
