import { existsSync } from 'node:fs';
import { join } from 'node:path';

// Where the embedded database lives, read from the environment by the rules the configuration
// uses, without loading the configuration: on a restart the entry point starts the database's
// thread from this before anything else loads (decision 0041).

export const DEFAULT_DATA_DIR = './data';

/** Empty strings mean "unset", as in most .env files. */
export const isSet = (value: string | undefined): value is string => value !== undefined && value !== '';

/** PostgreSQL's own files inside DATA_DIR (the lock file sits beside them). */
export const pgdataIn = (dataDir: string): string => join(dataDir, 'pgdata');

/**
 * DATA_DIR when the server will run on the embedded database and a database is already there;
 * otherwise undefined. A new database is created only once the settings are known to be valid, so a
 * start refused for a bad setting never leaves one behind.
 */
export function existingEmbeddedDataDir(env: Record<string, string | undefined>): string | undefined {
  if (isSet(env.DATABASE_URL)) return undefined;
  const dataDir = isSet(env.DATA_DIR) ? env.DATA_DIR : DEFAULT_DATA_DIR;
  return holdsDatabase(dataDir) ? dataDir : undefined;
}

/** Whether PostgreSQL's files are in DATA_DIR already (initdb, or a start from a tarball, ran there). */
export function holdsDatabase(dataDir: string): boolean {
  return existsSync(join(pgdataIn(dataDir), 'PG_VERSION'));
}
