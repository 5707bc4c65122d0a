// `npm run test:e2e`: builds the app, then runs the Playwright journeys in Debian's Chromium against
// the real server on a fresh database: embedded PGlite by default, or a new PostgreSQL database
// when TEST_DATABASE_URL is set (dropped afterwards).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it with: apt-get install -y chromium`);
  process.exit(1);
}

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

// E2E_REUSE_BUILD=1 serves the build already in dist/ (CI's second database pass, right after the
// first built the same tree); otherwise the journeys always test a fresh build.
const buildDir = process.env.BUILD_DIR ?? 'dist';
const reuse =
  process.env.E2E_REUSE_BUILD === '1' &&
  existsSync(join(buildDir, 'server', 'main.js')) &&
  existsSync(join(buildDir, 'web', 'index.html'));
if (!reuse && run('npm', ['run', 'build']) !== 0) process.exit(1);

const dataDir = mkdtempSync(join(tmpdir(), 'quickbite-e2e-'));
const env = { E2E_DATA_DIR: dataDir };
const baseUrl = process.env.TEST_DATABASE_URL;
let database;
if (baseUrl) {
  database = `quickbite_e2e_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(`create database ${database}`);
  await client.end();
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  env.E2E_DATABASE_URL = url.toString();
  console.log(`End-to-end journeys on PostgreSQL (database ${database})`);
} else {
  console.log('End-to-end journeys on the embedded database (PGlite)');
}

let status = 1;
try {
  status = run('npx', ['playwright', 'test', ...process.argv.slice(2)], env);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  if (database) {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(`drop database if exists ${database} with (force)`);
    await client.end();
  }
}
process.exit(status);
