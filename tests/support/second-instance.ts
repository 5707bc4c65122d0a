import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import { FAST_TEST_HASH_COST, FIXTURE_WEB_DIST, type TestApp } from './test-app';

// A second app instance on the PostgreSQL database of `first`, with its own pool, hub and timers,
// as a second server of one deployment: for the tests that prove something happens once.

export interface SecondInstance {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export async function secondInstance(
  first: TestApp,
  env: Record<string, string> = {},
): Promise<SecondInstance> {
  const url = first.database.postgresUrl;
  if (!url) throw new Error('a second instance needs the first on PostgreSQL');
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: FIXTURE_WEB_DIST,
    ...env,
  });
  const app = await buildApp(config, { database, passwordCost: FAST_TEST_HASH_COST });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
