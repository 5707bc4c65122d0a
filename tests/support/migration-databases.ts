import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import type { DataStepQuery } from '#server/db/data-steps.ts';
import { MIGRATIONS_DIR } from '#server/db/migrate.ts';
import { createDatabase, dropDatabase, uniqueDatabaseName } from './postgres-test-databases';

// Databases as an earlier release left them, for the tests of migrations and their data steps: on
// PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.

/** The committed migrations up to, not including, `tag`: a database as the previous release left it. */
export async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'quickbite-migrations-'));
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index, `migration ${tag} is in the journal`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

/** A fresh, empty database of the kind under test, and how to run raw SQL on it. */
export async function freshDatabase(): Promise<{
  handle: DatabaseHandle;
  postgresUrl?: string;
  query: DataStepQuery;
  close: () => Promise<void>;
}> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const handle = await openDatabase({ kind: 'pglite' });
    const pglite = handle.pglite;
    if (!pglite) throw new Error('An embedded database was expected');
    const query: DataStepQuery = async <Row>(text: string, params?: unknown[]) =>
      (await pglite.query<Row>(text, params)).rows;
    return { handle, query, close: () => handle.close() };
  }
  const name = uniqueDatabaseName('quickbite_migration_step');
  const postgresUrl = await createDatabase(baseUrl, name);
  const handle = await openDatabase({ kind: 'postgres', url: postgresUrl, poolSize: 1 });
  const pool = handle.pool;
  if (!pool) throw new Error('A PostgreSQL pool was expected');
  const query: DataStepQuery = async (text, params) => (await pool.query(text, params)).rows;
  return {
    handle,
    postgresUrl,
    query,
    async close() {
      try {
        await handle.close();
      } finally {
        await dropDatabase(baseUrl, name);
      }
    },
  };
}
