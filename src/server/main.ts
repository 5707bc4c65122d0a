import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ensureAdmin } from './auth/ensure-admin';
import { retireDemoAdmin } from './auth/retire-demo-admin';
import { type AppConfig, ConfigError, loadConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { DataDirLockedError, describeTakeover } from './db/data-dir-lock';
import { openConfiguredDatabase } from './db/open-from-config';
import { seedDemoData } from './demo-seed/seed';
import { seedDemoOrders } from './demo-seed/seed-demo-orders';

// The production entry point: configure, open and migrate the database, seed, listen, and shut
// down gracefully on SIGTERM/SIGINT (stop accepting, finish in-flight requests, close the database).

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database: DatabaseHandle = await openConfiguredDatabase(config);
  let app: FastifyInstance | undefined;
  try {
    let retiredDemoAdmin = false;
    if (config.adminEmail && config.adminPassword) {
      await ensureAdmin(database.db, { email: config.adminEmail, password: config.adminPassword });
      retiredDemoAdmin = await retireDemoAdmin(database.db);
    }
    if (config.seedDemo) {
      const seeded = await seedDemoData(database.db);
      // Past orders only into the embedded demo, never into a PostgreSQL someone runs for real.
      if (seeded.seeded && config.mode === 'demo') await seedDemoOrders(database.db);
    }
    app = await buildApp(config, { database });
    logStartupMode(app, config, { retiredDemoAdmin });
    // Once per start: the previous server died holding the embedded database (kill -9, crash).
    const { lockTakeover } = database;
    if (lockTakeover) app.log.warn({ ...lockTakeover }, describeTakeover(config.dataDir, lockTakeover));
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app?.close().catch(() => {});
    await database.close();
    throw error;
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app!.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app!.log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app!.close(); // stops accepting and waits for in-flight requests
      await database.close();
      process.exit(0);
    } catch (error) {
      app!.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('QuickBite failed to start:', error);
  }
  process.exit(1);
});

/** Says once, at start, what an operator must know about the mode the server runs in. */
function logStartupMode(app: FastifyInstance, config: AppConfig, facts: { retiredDemoAdmin: boolean }): void {
  app.log.info({ mode: config.mode, payments: config.paymentsMode, seedDemo: config.seedDemo }, 'starting');
  if (config.paymentsMode === 'off') {
    app.log.warn(
      'Card payments are off: no STRIPE_SECRET_KEY/STRIPE_PUBLISHABLE_KEY and PAYMENTS_MODE is not "test". ' +
        'Customers can pay cash on delivery only.',
    );
  } else if (config.paymentsMode === 'test' && config.mode === 'production') {
    app.log.warn('PAYMENTS_MODE=test: card payments use the built-in test mode and no money moves.');
  }
  if (facts.retiredDemoAdmin) {
    app.log.warn('Removed the demo admin account (its password is published) because ADMIN_EMAIL is set.');
  }
}
