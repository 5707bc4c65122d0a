import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { existingEmbeddedDataDir } from '#server/startup/embedded-data-dir.ts';

// The entry point reads where the embedded database is before the configuration loads; it must read
// it as the configuration does, and only report a database that is already there.

const root = mkdtempSync(join(tmpdir(), 'quickbite-data-dir-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function databaseIn(name: string): string {
  const dataDir = join(root, name);
  mkdirSync(join(dataDir, 'pgdata'), { recursive: true });
  writeFileSync(join(dataDir, 'pgdata', 'PG_VERSION'), '17\n');
  return dataDir;
}

describe('the existing embedded database', () => {
  it('is DATA_DIR when PostgreSQL has its files there, the same folder the configuration uses', () => {
    const dataDir = databaseIn('existing');
    expect(existingEmbeddedDataDir({ DATA_DIR: dataDir })).toBe(dataDir);
    expect(loadConfig({ DATA_DIR: dataDir }).dataDir).toBe(dataDir);
  });

  it('is none when the folder holds no database yet (a new one waits for valid settings)', () => {
    const empty = join(root, 'empty');
    mkdirSync(join(empty, 'pgdata'), { recursive: true });
    expect(existingEmbeddedDataDir({ DATA_DIR: empty })).toBeUndefined();
    expect(existingEmbeddedDataDir({ DATA_DIR: join(root, 'missing') })).toBeUndefined();
  });

  it('is none on PostgreSQL, even beside an embedded database', () => {
    const dataDir = databaseIn('beside-postgres');
    expect(
      existingEmbeddedDataDir({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://u@127.0.0.1/db' }),
    ).toBeUndefined();
  });

  it('reads empty settings as unset, as the configuration does', () => {
    const dataDir = databaseIn('empty-url');
    expect(existingEmbeddedDataDir({ DATA_DIR: dataDir, DATABASE_URL: '' })).toBe(dataDir);
    // An empty DATA_DIR is the default folder for both.
    const config = loadConfig({ DATA_DIR: '' });
    const cwd = process.cwd();
    process.chdir(root);
    try {
      databaseIn(config.dataDir);
      expect(existingEmbeddedDataDir({ DATA_DIR: '' })).toBe(config.dataDir);
    } finally {
      process.chdir(cwd);
    }
  });
});
