import { describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { embeddedHandle } from '#server/db/client.ts';
import { heldUntil } from '#server/db/held-pglite.ts';
import { FAST_TEST_HASH_COST, FIXTURE_WEB_DIST, openTestDatabase } from '../../support/test-app';

// At start the app is built while the embedded database still opens and migrates (its calls are
// held until then): building must not wait for the database, or the routes are compiled only after
// it and start-up takes the sum of both. Nor does the app ask the database anything before its first
// request: whatever it would read at start (the push subscribers, the key pair) is read when first
// needed, so the database's first answers after opening go to the first visitors.

describe.skipIf(process.env.TEST_DATABASE_URL !== undefined)(
  'the app built while the database migrates',
  () => {
    it('is built and ready at once, asks the database nothing, and answers once the held database does', async () => {
      const database = await openTestDatabase();
      let migrated!: () => void;
      const migration = new Promise<void>((resolve) => {
        migrated = resolve;
      });
      const pglite = database.handle.pglite;
      if (!pglite) throw new Error('an embedded test database has its PGlite client');
      const asked: string[] = [];
      const counted: typeof pglite = {
        query: (text, params, options) => {
          asked.push(text);
          return pglite.query(text, params, options);
        },
        exec: (text, options) => {
          asked.push(text);
          return pglite.exec(text, options);
        },
        transaction: (callback) => {
          asked.push('transaction');
          return pglite.transaction(callback);
        },
        dumpDataDir: (compression) => pglite.dumpDataDir(compression),
        close: () => pglite.close(),
        get closed() {
          return pglite.closed;
        },
      };
      const held = embeddedHandle(heldUntil(counted, migration), undefined);
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: FIXTURE_WEB_DIST });
      // Resolves while every query is still held: nothing in the construction waits on the database.
      const app = await buildApp(config, { database: held, passwordCost: FAST_TEST_HASH_COST });
      try {
        await app.ready();
        migrated();
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(asked).toEqual([]);
        const health = await app.inject('/api/health');
        expect(health.statusCode).toBe(200);
        expect((await app.inject('/api/restaurants')).statusCode).toBe(200);
        expect(asked.length).toBeGreaterThan(0);
      } finally {
        await app.close();
        await database.close();
      }
    });
  },
);
