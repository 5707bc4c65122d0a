// `npm start`: builds the app when the build is missing or older than the sources, then runs the
// server (which migrates the database and seeds demo data on an empty embedded database). The server
// runs in this same process: a second node added its own start (about 0.3 s on two cores) to
// every restart, and the server handles SIGTERM and SIGINT itself. BUILD_DIR picks the build, as for
// `npm run build`.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'drizzle'];
const BUILD_DIR = process.env.BUILD_DIR ?? 'dist';
const SERVER = join(BUILD_DIR, 'server/main.js');

/** The newest change under `path`, 0 when it is missing: one stat per entry, folders included (a deleted file). */
function newestMtime(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  let newest = stat.mtimeMs;
  if (stat.isDirectory()) {
    for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** When the server was built, 0 when the server or the web build is missing. */
function builtAt() {
  const server = statSync(SERVER, { throwIfNoEntry: false });
  return server && statSync(join(BUILD_DIR, 'web/index.html'), { throwIfNoEntry: false })
    ? server.mtimeMs
    : 0;
}

if (builtAt() < Math.max(...SOURCES.map(newestMtime))) {
  console.log('Building QuickBite (first start or sources changed)...');
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
process.env.WEB_DIST_DIR ??= join(BUILD_DIR, 'web');
// Stack traces are mapped to the sources by the server itself, lazily (src/server/startup/source-maps.ts).
await import(pathToFileURL(resolve(SERVER)).href);
