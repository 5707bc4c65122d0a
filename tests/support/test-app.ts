import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppDependencies, buildApp } from '#server/app.ts';
import { type Env, loadConfig } from '#server/config.ts';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import { seedDemoData } from '#server/demo-seed/seed.ts';
import { createDatabase, dropDatabase, uniqueDatabaseName } from './postgres-test-databases';

// Builds the real application on a real database for one test file:
// - PGlite (default): loaded from the migrated template made by global-setup.ts;
// - PostgreSQL when TEST_DATABASE_URL is set: a schema of its own, dropped at the end.

export const FAST_TEST_HASH_COST = { N: 2 ** 10, r: 8, p: 1 };
export const FIXTURE_WEB_DIST = fileURLToPath(new URL('./fixtures/web-dist', import.meta.url));

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The connection string when on PostgreSQL, for a second app instance on the same database. */
  postgresUrl?: string;
  close(): Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const template = new Blob([readFileSync(inject('pgliteTemplatePath'))]);
    const handle = await openDatabase({ kind: 'pglite', loadDataDir: template });
    return { handle, close: () => handle.close() };
  }
  const template = inject('postgresTemplate');
  // Named after the run's template, so the run's end can tell whether a file left its copy behind.
  const name = uniqueDatabaseName(template);
  const url = await createDatabase(baseUrl, name, template);
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  return {
    handle,
    postgresUrl: url,
    async close() {
      // Dropped even when the handle was closed already (a test that takes the database down).
      try {
        await handle.close();
      } finally {
        await dropDatabase(baseUrl, name);
      }
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

export async function buildTestApp(
  options: {
    seed?: boolean;
    env?: Env;
    heartbeatMs?: number;
    database?: TestDatabase;
    passwordHashing?: AppDependencies['passwordHashing'];
    pushRetryDelaysMs?: AppDependencies['pushRetryDelaysMs'];
    now?: AppDependencies['now'];
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  let app: FastifyInstance;
  try {
    if (options.seed ?? !options.database) await seedDemoData(database.handle.db, FAST_TEST_HASH_COST);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: FIXTURE_WEB_DIST,
      ...options.env,
    });
    app = await buildApp(config, {
      database: database.handle,
      passwordCost: FAST_TEST_HASH_COST,
      heartbeatMs: options.heartbeatMs,
      passwordHashing: options.passwordHashing,
      pushRetryDelaysMs: options.pushRetryDelaysMs,
      now: options.now,
    });
  } catch (error) {
    // A configuration a test expects to be refused must not leave the database it opened behind.
    if (!options.database) await database.close();
    throw error;
  }
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
