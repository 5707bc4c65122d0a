import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { ConfigError } from './config-error';
import type { DatabaseHandle } from './db/client';
import { DataDirLockedError, describeTakeover } from './db/data-dir-lock';
import { type DatabaseThread, startDatabaseThread, stopDatabaseThread } from './startup/database-thread';
import { existingEmbeddedDataDir } from './startup/embedded-data-dir';
import { createStartingServer } from './startup/starting-server';
import { createStartupTimer, type StartupTimer } from './startup/startup-timer';

// The production entry point: start opening the embedded database on its own thread, configure,
// listen (answering "starting"), load and build the app while the database opens and migrates,
// seed, hand the listening socket to the app, and shut down gracefully on SIGTERM/SIGINT (stop
// accepting, finish in-flight requests, close the database). Each step's duration is logged at
// debug level (LOG_LEVEL=debug). This module imports only what starting the thread and listening
// need: the configuration, the database layer, the app and the demo seed are loaded with import()
// below, on this thread while PostgreSQL's WebAssembly opens on the other (decisions 0040, 0041).

const SHUTDOWN_GRACE_MS = 10_000;

/** The built thread's script sits beside this entry; from source (npm run dev) tsx runs the TypeScript. */
const DATABASE_THREAD_SCRIPT = import.meta.url.endsWith('.ts')
  ? new URL('./db/pglite-thread.ts', import.meta.url)
  : new URL('./pglite-thread.js', import.meta.url);

/** The migrated, empty database the build makes beside this entry (scripts/build-server.mjs). */
const NEW_DATABASE = new URL('./new-database.tar.gz', import.meta.url);

async function main(): Promise<void> {
  const timer = createStartupTimer();
  const openOnThread = (dataDir: string) =>
    timer.step('lock', async () =>
      startDatabaseThread(dataDir, DATABASE_THREAD_SCRIPT, databaseLost, NEW_DATABASE),
    );
  // First, on a restart: the database's opening is the longest step, and it runs beside everything
  // below, the loading of the configuration included.
  const existing = existingEmbeddedDataDir(process.env);
  let thread = existing === undefined ? undefined : await openOnThread(existing);
  // Traces are formatted when first read, so maps installed once the thread runs still serve them all.
  void installSourceMaps();
  let config: AppConfig;
  try {
    config = await timer.step('configuration', async () => (await import('./config')).loadConfig());
    // A new embedded database is created only once the settings are known to be valid.
    if (!thread && !config.databaseUrl) thread = await openOnThread(config.dataDir);
  } catch (error) {
    await stopDatabaseThread(thread);
    throw error;
  }
  // Then listening: until the app takes over, every request hears "starting".
  const starting = createStartingServer({
    mode: config.mode,
    payments: config.paymentsMode,
    databaseKind: config.databaseUrl ? 'postgres' : 'pglite',
  });
  try {
    await timer.step('listen', () => starting.listen(config.port, config.host));
  } catch (error) {
    await stopDatabaseThread(thread);
    throw error;
  }
  const opening = startDatabase(config, timer, thread);
  const loading = timer.step('app modules', loadAppModules);
  // Awaited once the database handle is there; a failure before then must not end the process unhandled.
  loading.catch(() => {});
  let database: DatabaseHandle;
  let migrated: Promise<void>;
  try {
    ({ handle: database, migrated } = await opening);
  } catch (error) {
    await starting.close();
    await stopDatabaseThread(thread);
    throw error;
  }
  let app: FastifyInstance | undefined;
  try {
    const { buildApp, prepareData } = await loading;
    // Side by side: the accounts and demo data wait on the migrated database, the app's
    // construction on this thread's CPU (it asks the database nothing before its first request).
    const [facts, built] = await Promise.all([
      migrated.then(() => prepareData(database, config, timer)),
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
      {
        steps: timer.durations(),
        startedAtMs: timer.startedAt(),
        sinceProcessStartMs: timer.sinceProcessStart(),
      },
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

main().catch(async (error: unknown) => {
  await installSourceMaps();
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('QuickBite failed to start:', error);
  }
  process.exit(1);
});

/** Stack traces naming the TypeScript sources (never fails: a trace without them is still a trace). */
function installSourceMaps(): Promise<unknown> {
  return import('./startup/source-maps').catch(() => undefined);
}

/** The embedded database's thread died (out of memory, a crash): every request would fail, so exit for a restart. */
function databaseLost(error: Error): void {
  console.error('QuickBite stopped: the embedded database failed:', error);
  process.exit(1);
}

/** Opens and migrates the configured database; its module (the query builder, the drivers) loads here, after listening. */
async function startDatabase(config: AppConfig, timer: StartupTimer, thread: DatabaseThread | undefined) {
  const { startConfiguredDatabase } = await import('./db/open-from-config');
  return startConfiguredDatabase(config, timer, thread);
}

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
