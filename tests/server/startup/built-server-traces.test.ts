import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The built server runs as `npm start` runs it, without node's --enable-source-maps: its stack
// traces must still name the TypeScript sources, read from the maps when a trace is written.

const folder = mkdtempSync(join(tmpdir(), 'quickbite-built-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

beforeAll(() => {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    env: { ...process.env, BUILD_DIR: folder },
    encoding: 'utf8',
  });
  expect(built.status, built.stderr).toBe(0);
}, 120_000);

describe('the built server', () => {
  it('writes stack traces that name the sources', () => {
    // A file where the data folder should be: opening it fails with a trace through the lock.
    const notAFolder = join(folder, 'not-a-folder');
    writeFileSync(notAFolder, '');
    const run = spawnSync(process.execPath, [join(folder, 'server', 'main.js')], {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: notAFolder, PORT: '0', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('QuickBite failed to start');
    expect(run.stderr).toMatch(/src\/server\/db\/data-dir-lock\.ts:\d+:\d+/);
    expect(run.stderr).not.toMatch(/chunks\/[\w-]+\.js:\d+/);
  }, 60_000);
});
