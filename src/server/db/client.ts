import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { pgdataIn } from '../startup/embedded-data-dir';
import { type StartupTimer, UNTIMED } from '../startup/startup-timer';
import { type DataDirLock, type LockTakeover, lockDataDir } from './data-dir-lock';
import * as schema from './schema';
import type { EmbeddedPglite } from './threaded-pglite';

export type Schema = typeof schema;
/** The one database type the repositories use, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * The database or an open transaction: every repository function takes one as its optional last
 * argument, so a use case can run several of them in one transaction.
 */
export type DbOrTx = Pick<Database, 'select' | 'update' | 'insert' | 'delete' | 'execute'>;

/** A fixed SQL text with $1.. parameters, run by `runStatement`. */
export interface Statement {
  /** Unique per text: PostgreSQL prepares it once per connection under this name. */
  name: string;
  text: string;
}

interface DriverClient {
  query(
    query: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ): Promise<{ rows: unknown[] }>;
}

/**
 * Runs a fixed statement straight on the driver under the Drizzle database: no SQL is built per
 * call, and on PostgreSQL it is a named prepared statement, parsed and planned once per connection.
 * For the hottest paths only (placing an order); everything else goes through Drizzle. Values are
 * passed as the driver takes them; rows come back with the driver's own type parsing (timestamps as
 * Date, numeric as text, json parsed), so such statements select plain, explicitly cast columns.
 */
export async function runStatement<Row>(
  db: Database,
  statement: Statement,
  values: unknown[],
): Promise<Row[]> {
  const client = (db as unknown as { $client: DriverClient }).$client;
  const result = postgresPools.has(client)
    ? await client.query({ name: statement.name, text: statement.text, values })
    : await client.query(statement.text, values);
  return result.rows as Row[];
}

export type DatabaseOptions =
  | {
      kind: 'pglite';
      /** Folder holding the data; undefined keeps everything in memory (tests). */
      dataDir?: string;
      /** A tarball from PGlite's dumpDataDir, to start from a migrated template (tests). */
      loadDataDir?: Blob;
      /** Times the lock and the opening as start-up steps (src/server/startup/startup-timer.ts). */
      timer?: Pick<StartupTimer, 'step'>;
    }
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
    };

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** The pg pool when on PostgreSQL (for LISTEN/NOTIFY); undefined on PGlite. */
  pool: pg.Pool | undefined;
  /** The embedded database's client (PGlite, or PGlite on its own thread); undefined on PostgreSQL. */
  pglite: EmbeddedPglite | undefined;
  /** Set when opening took over a lock left by a process that died; the caller logs it. */
  lockTakeover?: LockTakeover;
  /** Resolves when a trivial query succeeds; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const casing = 'snake_case' as const;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'pglite' ? openPglite(options) : openPostgres(options);
}

async function openPglite(options: Extract<DatabaseOptions, { kind: 'pglite' }>): Promise<DatabaseHandle> {
  const { step } = options.timer ?? UNTIMED;
  const { dataDir } = options;
  const lock = dataDir ? await step('lock', async () => lockDataDir(dataDir)) : undefined;
  try {
    const client = await step('database open', async () => {
      const opening = new PGlite({
        ...(dataDir ? { dataDir: pgdataIn(dataDir) } : {}),
        ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      });
      await opening.waitReady;
      return opening;
    });
    return embeddedHandle(client, lock);
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * The handle over an open embedded database, on this thread (PGlite) or on its own
 * (threaded-pglite.ts); closing it closes the database, then releases the data folder's lock.
 */
export function embeddedHandle(client: EmbeddedPglite, lock: DataDirLock | undefined): DatabaseHandle {
  const db = drizzlePglite({ client: client as PGlite, schema, casing }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    pool: undefined,
    pglite: client,
    ...(lock?.takeover ? { lockTakeover: lock.takeover } : {}),
    async ping() {
      await client.query('select 1');
    },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** The pools openPostgres made: their clients take named prepared statements. */
const postgresPools = new WeakSet<object>();

async function openPostgres(
  options: Extract<DatabaseOptions, { kind: 'postgres' }>,
): Promise<DatabaseHandle> {
  // Loaded only here: an embedded start never needs the PostgreSQL driver.
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});
  postgresPools.add(pool);
  const db = drizzlePg({ client: pool, schema, casing }) as unknown as Database;
  return {
    kind: 'postgres',
    db,
    pool,
    pglite: undefined,
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * Runs a Drizzle `sql` query and returns its rows: both drivers answer `{ rows }`, which the
 * database type common to them leaves untyped. For reads the query builder cannot express
 * (generate_series, set-returning functions).
 */
export async function executeRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}
