import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedHandle, runStatement } from '#server/db/client.ts';
import { heldUntil } from '#server/db/held-pglite.ts';
import { isUniqueViolation, violatedConstraint } from '#server/db/pg-errors.ts';
import { ThreadedPglite } from '#server/db/threaded-pglite.ts';

// The embedded database on its own thread behaves as PGlite on this one: same rows, same parsing,
// same errors, and a transaction holds the database, so nothing another caller sends lands inside it.

const SCRIPT = new URL('../../../src/server/db/pglite-thread.ts', import.meta.url);
const folders: string[] = [];
const newFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'quickbite-thread-'));
  folders.push(folder);
  return folder;
};

let client: ThreadedPglite;
beforeAll(async () => {
  client = new ThreadedPglite({ script: SCRIPT });
  await client.waitReady;
  await client.exec(`
    create table tally (id int primary key, n int not null, at timestamptz not null default now());
    insert into tally (id, n) values (1, 0);
    create table names (name text not null constraint names_name_key unique);
  `);
}, 30_000);
afterAll(async () => {
  await client?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('the embedded database on its own thread', () => {
  it('answers queries with parameters, in rows or arrays', async () => {
    const objects = await client.query<{ n: number; doubled: number }>(
      'select n, $1::int * 2 as doubled from tally where id = $2',
      [21, 1],
    );
    expect(objects.rows).toEqual([{ n: 0, doubled: 42 }]);
    expect(objects.fields.map((field) => field.name)).toEqual(['n', 'doubled']);
    const arrays = await client.query('select 1 as one, $1::text as word', ['hi'], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'hi']]);
  });

  it('runs the caller’s parser functions on this side, with the type id, on non-null values', async () => {
    const seen: number[] = [];
    const { rows } = await client.query<{ at: string; none: string | null }>(
      `select timestamptz '2026-01-02 03:04:05+00' as at, null::timestamptz as none`,
      [],
      {
        parsers: {
          1184: (text: string, typeId?: number) => {
            seen.push(typeId!);
            return `parsed ${text}`;
          },
        },
      },
    );
    expect(rows).toEqual([{ at: 'parsed 2026-01-02 03:04:05+00', none: null }]);
    expect(seen).toEqual([1184]);
  });

  it('passes PostgreSQL’s error fields (code, constraint, detail), not the parameters', async () => {
    await client.query('insert into names (name) values ($1)', ['taken']);
    const error = await client.query('insert into names (name) values ($1)', ['taken']).catch((e) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(violatedConstraint(error)).toBe('names_name_key');
    expect(error.message).toContain('duplicate key');
    expect(error.detail).toBe('Key (name)=(taken) already exists.');
    expect(error.query).toBe('insert into names (name) values ($1)');
    expect(error).not.toHaveProperty('params');
  });

  it('commits a transaction, and rolls it back when its callback throws', async () => {
    await client.transaction(async (tx) => {
      await tx.query('update tally set n = n + 1 where id = 1');
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query('update tally set n = n + 100 where id = 1');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await client.query<{ n: number }>('select n from tally where id = 1');
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses a commit after a failed statement, as PGlite does (25P02)', async () => {
    const error = await client
      .transaction(async (tx) => {
        await tx.query('select 1 / 0').catch(() => {});
      })
      .catch((e) => e);
    expect(error.code).toBe('25P02');
    await expect(client.query('select 1 as ok')).resolves.toMatchObject({ rows: [{ ok: 1 }] });
  });

  it('keeps a query sent during a transaction out of it', async () => {
    let release!: () => void;
    const holding = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted!: () => void;
    const didInsert = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = client
      .transaction(async (tx) => {
        await tx.query(`insert into names (name) values ('uncommitted')`);
        inserted();
        await holding;
        throw new Error('rolled back');
      })
      .catch(() => {});
    await didInsert;
    const outside = client.query<{ n: number }>(
      `select count(*)::int as n from names where name = 'uncommitted'`,
    );
    release();
    await transaction;
    expect((await outside).rows[0]!.n).toBe(0);
  });

  it('lets twenty racing transactions each read and write in turn', async () => {
    const before = (await client.query<{ n: number }>('select n from tally where id = 1')).rows[0]!.n;
    await Promise.all(
      Array.from({ length: 20 }, () =>
        client.transaction(async (tx) => {
          const { rows } = await tx.query<{ n: number }>('select n from tally where id = 1');
          await tx.query('update tally set n = $1 where id = 1', [rows[0]!.n + 1]);
        }),
      ),
    );
    const after = (await client.query<{ n: number }>('select n from tally where id = 1')).rows[0]!.n;
    expect(after).toBe(before + 20);
  });

  it('serves Drizzle and the fixed statements through the app’s handle', async () => {
    const handle = embeddedHandle(client, undefined);
    const result = await handle.db.execute(sql`select ${'drizzle'}::text as via`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ via: 'drizzle' }]);
    const inTransaction = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`update tally set n = n + 1 where id = 1`);
      return (await tx.execute(sql`select n from tally where id = 1`)) as unknown as { rows: unknown[] };
    });
    expect(inTransaction.rows).toHaveLength(1);
    const rows = await runStatement<{ one: number }>(
      handle.db,
      { name: 'one', text: 'select $1::int as one' },
      [1],
    );
    expect(rows).toEqual([{ one: 1 }]);
  });
});

describe('opening and closing on a data folder', () => {
  it('keeps what was written after a close, and refuses calls once closed', async () => {
    const dataDir = join(newFolder(), 'pgdata');
    const first = new ThreadedPglite({ script: SCRIPT, dataDir });
    await first.exec('create table kept (v text); insert into kept values ($$still here$$)');
    await first.close();
    expect(first.closed).toBe(true);
    await expect(first.query('select 1')).rejects.toThrow('PGlite is closed');
    const again = new ThreadedPglite({ script: SCRIPT, dataDir });
    try {
      expect((await again.query('select v from kept')).rows).toEqual([{ v: 'still here' }]);
    } finally {
      await again.close();
    }
  }, 60_000);

  it('fails to open where no database can be made, and every call says why', async () => {
    const notAFolder = join(newFolder(), 'file');
    writeFileSync(notAFolder, 'not a database');
    const broken = new ThreadedPglite({ script: SCRIPT, dataDir: notAFolder });
    try {
      await expect(broken.waitReady).rejects.toThrow();
      await expect(broken.query('select 1')).rejects.toThrow();
    } finally {
      await broken.close();
    }
  }, 30_000);
});

describe('calls held until the database is migrated', () => {
  it('wait for the promise, then go through; they fail with its error if it fails', async () => {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    const held = heldUntil(client, opened);
    let answered = false;
    const query = held.query<{ ok: number }>('select 1 as ok').then((result) => {
      answered = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    open();
    expect((await query).rows).toEqual([{ ok: 1 }]);

    const failed = heldUntil(client, Promise.reject(new Error('migration failed')));
    await expect(failed.query('select 1')).rejects.toThrow('migration failed');
    await expect(failed.transaction(async () => 1)).rejects.toThrow('migration failed');
  });
});
