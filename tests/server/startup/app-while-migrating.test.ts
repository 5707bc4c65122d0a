import { describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { embeddedHandle } from '#server/db/client.ts';
import { heldUntil } from '#server/db/held-pglite.ts';
import { FAST_TEST_HASH_COST, FIXTURE_WEB_DIST, openTestDatabase } from '../../support/test-app';

// At start the app is built while the embedded database still opens and migrates (its calls are
// held until then): building must not wait for the database, or the routes are compiled only after
// it and start-up takes the sum of both. What it must read before serving (startupReads) completes
// once the database answers; nothing waits for it inside Fastify's hooks, whose time limit a new
// database on a slow machine can exceed.

describe.skipIf(process.env.TEST_DATABASE_URL !== undefined)(
  'the app built while the database migrates',
  () => {
    it('is built and ready at once, and has read what it needs once the held database answers', async () => {
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
        await app.ready();
        let read = false;
        const reading = app.startupReads.then(() => {
          read = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(read).toBe(false);
        migrated();
        await reading;
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
