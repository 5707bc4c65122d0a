import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { type AppConfig, ConfigError, loadConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { DataDirLockedError, describeTakeover } from './db/data-dir-lock';
import { openConfiguredDatabase } from './db/open-from-config';
import { createStartingServer } from './startup/starting-server';
import { createStartupTimer } from './startup/startup-timer';

// The production entry point: configure, listen (answering "starting"), open and migrate the
// database while the app's modules load, seed and build the app side by side, hand the listening
// socket to the app, and shut down gracefully on SIGTERM/SIGINT (stop accepting, finish in-flight
// requests, close the database). Each step's duration is logged at debug level (LOG_LEVEL=debug).
// This module imports only what listening and opening the database need: the app and the demo
// seed are loaded with import() below, beside the database's opening: the port answers "starting"
// sooner, and their parsing fills the opening's waits (file reads, the WebAssembly that V8 compiles
// on background threads).

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const timer = createStartupTimer();
  const config = loadConfig();
  // Listening comes first: until the app takes over, every request hears "starting".
  const starting = createStartingServer({
    mode: config.mode,
    payments: config.paymentsMode,
    databaseKind: config.databaseUrl ? 'postgres' : 'pglite',
  });
  await timer.step('listen', () => starting.listen(config.port, config.host));
  const opening = openConfiguredDatabase(config, timer);
  const loading = timer.step('app modules', loadAppModules);
  // Awaited once the database is open; a failure before then must not end the process unhandled.
  loading.catch(() => {});
  let database: DatabaseHandle;
  try {
    database = await opening;
  } catch (error) {
    await starting.close();
    throw error;
  }
  let app: FastifyInstance | undefined;
  try {
    const { buildApp, prepareData } = await loading;
    // Independent: the accounts and demo data wait on the database, the app's construction mostly
    // on the CPU.
    const [facts, built] = await Promise.all([
      prepareData(database, config, timer),
      timer.step('app', async () => {
        const made = await buildApp(config, { database, server: starting });
        await made.ready();
        return made;
      }),
    ]);
    app = built;
    starting.open();
    logStartupMode(app, config, facts);
    // Once per start: the previous server died holding the embedded database (kill -9, crash).
    const { lockTakeover } = database;
    if (lockTakeover) app.log.warn({ ...lockTakeover }, describeTakeover(config.dataDir, lockTakeover));
    app.log.info(`Server listening at ${listeningAt(starting.server)}`);
    app.log.debug(
      { steps: timer.durations(), sinceProcessStartMs: timer.sinceProcessStart() },
      'start-up timing',
    );
  } catch (error) {
    await app?.close().catch(() => {});
    await starting.close();
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
      await app!.close(); // stops routing: new requests get a 503 while in-flight ones finish
      await starting.close(); // stops accepting and waits for the requests in flight
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

/** The app and the start-up data steps: the bulk of the server's code, loaded while the database opens. */
async function loadAppModules() {
  const [{ buildApp }, { prepareData }] = await Promise.all([
    import('./app'),
    import('./startup/prepare-data'),
  ]);
  return { buildApp, prepareData };
}

function listeningAt(server: Server): string {
  const address = server.address();
  if (address === null || typeof address === 'string') return String(address);
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

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
