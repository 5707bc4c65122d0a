import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDatabaseThread, stopDatabaseThread } from '#server/startup/database-thread.ts';

// A new DATA_DIR starts from the database the build made (a tarball) instead of initdb; an existing
// one opens as it is, whatever the build holds; without a tarball (a start from the sources) a new
// one is created by initdb.

const SCRIPT = new URL('../../../src/server/db/pglite-thread.ts', import.meta.url);
const root = mkdtempSync(join(tmpdir(), 'quickbite-database-thread-'));
const template = pathToFileURL(join(root, 'new-database.tar.gz'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const noop = () => {};

beforeAll(async () => {
  // Stands for the build's migrated database: one table with one row only it has.
  const made = new PGlite();
  await made.exec(
    `create table made_by_build (note text); insert into made_by_build values ('from the build');`,
  );
  writeFileSync(template, Buffer.from(await (await made.dumpDataDir('gzip')).arrayBuffer()));
  await made.close();
}, 60_000);

async function notes(dataDir: string, newDatabase?: URL): Promise<string[]> {
  const thread = startDatabaseThread(dataDir, SCRIPT, noop, newDatabase);
  try {
    await thread.client.waitReady;
    const exists = await thread.client.query<{ found: string | null }>(
      `select to_regclass('made_by_build')::text as found`,
    );
    if (exists.rows[0]?.found === null) return [];
    return (
      await thread.client.query<{ note: string }>('select note from made_by_build order by note')
    ).rows.map((row) => row.note);
  } finally {
    await stopDatabaseThread(thread);
  }
}

describe('the database thread of a start', () => {
  it('starts a new data folder from the built database, then keeps what was written to it', async () => {
    const dataDir = join(root, 'new');
    expect(await notes(dataDir, template)).toEqual(['from the build']);
    const thread = startDatabaseThread(dataDir, SCRIPT, noop, template);
    try {
      await thread.client.waitReady;
      await thread.client.query(`insert into made_by_build values ('written after')`);
    } finally {
      await stopDatabaseThread(thread);
    }
    // Reopened with the tarball still there: the folder's own database, not a new copy.
    expect(await notes(dataDir, template)).toEqual(['from the build', 'written after']);
  }, 120_000);

  it('creates a new database with initdb when there is no built one', async () => {
    expect(await notes(join(root, 'no-tarball'), pathToFileURL(join(root, 'missing.tar.gz')))).toEqual([]);
    expect(await notes(join(root, 'from-sources'))).toEqual([]);
  }, 120_000);
});
