// `npm start`: builds the app when the build is missing or older than the sources, then runs the
// server (which migrates the database and seeds demo data on an empty embedded database).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'drizzle'];
const STAMP = 'dist/server/main.js';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

const builtAt = existsSync(STAMP) && existsSync('dist/web/index.html') ? statSync(STAMP).mtimeMs : 0;
if (builtAt < Math.max(...SOURCES.map(newestMtime))) {
  console.log('Building QuickBite (first start or sources changed)...');
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Forward stop signals so the server can shut down gracefully (finish requests, close the database).
// Stack traces are mapped to the sources by the server itself, lazily (src/server/startup/source-maps.ts).
const server = spawn(process.execPath, [STAMP], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
