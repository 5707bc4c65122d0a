import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import { DATA_STEPS } from '#server/db/data-steps.ts';
import { runMigrations } from '#server/db/migrate.ts';

// A restart on a migrated database asks one question ("is anything pending?") instead of running
// the migrator's set-up statements and reading the data steps: start-up waits on it.

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

/** Counts the statements PGlite is sent while `run` runs. */
async function statementsDuring(database: DatabaseHandle, run: () => Promise<void>): Promise<number> {
  const pglite = database.pglite!;
  const query = vi.spyOn(pglite, 'query');
  const exec = vi.spyOn(pglite, 'exec');
  try {
    await run();
    return query.mock.calls.length + exec.mock.calls.length;
  } finally {
    query.mockRestore();
    exec.mockRestore();
  }
}

describe('the migrations check at start-up', () => {
  it('is one statement when every migration and data step is applied', async () => {
    handle = await openDatabase({ kind: 'pglite' });
    const database = handle;
    await runMigrations(database);
    expect(await statementsDuring(database, () => runMigrations(database))).toBe(1);
  }, 60_000);

  it('runs what is missing when a data step is not recorded, and records it again', async () => {
    handle = await openDatabase({ kind: 'pglite' });
    const database = handle;
    await runMigrations(database);
    const step = DATA_STEPS[DATA_STEPS.length - 1]!;
    await database.pglite!.query('delete from data_steps where name = $1', [step.name]);
    expect(await statementsDuring(database, () => runMigrations(database))).toBeGreaterThan(1);
    const { rows } = await database.pglite!.query<{ name: string }>('select name from data_steps');
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(DATA_STEPS.map((s) => s.name)));
  }, 60_000);

  it('migrates a new database from nothing', async () => {
    handle = await openDatabase({ kind: 'pglite' });
    const database = handle;
    await runMigrations(database);
    const { rows } = await database.pglite!.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_name in ('orders', 'reviews')",
    );
    expect(rows[0]?.n).toBe(2);
  }, 60_000);
});
