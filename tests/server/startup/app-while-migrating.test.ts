import { describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { embeddedHandle } from '#server/db/client.ts';
import { heldUntil } from '#server/db/held-pglite.ts';
import { FAST_TEST_HASH_COST, FIXTURE_WEB_DIST, openTestDatabase } from '../../support/test-app';

// At start the app is built while the embedded database still opens and migrates (its calls are
// held until then): building must not wait for the database, or the routes are compiled only after
// it and start-up takes the sum of both; the app is ready, and serves, once the database answered.

describe.skipIf(process.env.TEST_DATABASE_URL !== undefined)(
  'the app built while the database migrates',
  () => {
    it('is built at once, and is ready once the held database answers', async () => {
      const database = await openTestDatabase();
      let migrated!: () => void;
      const migration = new Promise<void>((resolve) => {
        migrated = resolve;
      });
      const pglite = database.handle.pglite;
      if (!pglite) throw new Error('an embedded test database has its PGlite client');
      const held = embeddedHandle(heldUntil(pglite, migration), undefined);
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: FIXTURE_WEB_DIST });
      // Resolves while every query is still held: nothing in the construction waits on the database.
      const app = await buildApp(config, { database: held, passwordCost: FAST_TEST_HASH_COST });
      try {
        let ready = false;
        const readying = app.ready().then(() => {
          ready = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(ready).toBe(false);
        migrated();
        await readying;
        const health = await app.inject('/api/health');
        expect(health.statusCode).toBe(200);
        expect((await app.inject('/api/restaurants')).statusCode).toBe(200);
      } finally {
        await app.close();
        await database.close();
      }
    });
  },
);
