import type { AppConfig } from '../config';
import { type StartupTimer, UNTIMED } from '../startup/startup-timer';
import { type DatabaseHandle, openDatabase } from './client';
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
