import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type StartedProcess, startProcess } from './processes';

// The server under test, started the way `npm start` starts it: the production build run by plain
// node with NODE_ENV=production, every other setting at its default (request logging
// at LOG_LEVEL=info included). Benches add only what they must: a port, a database, demo data, and
// the rate limits lifted through their own settings.

/** Headers node adds to every answer by itself; a bare server sending the app's answer adds its own. */
export const NODE_HEADERS: ReadonlySet<string> = new Set(['date', 'connection', 'keep-alive']);

/** Where the benches build the app, apart from dist/ so a bench never replaces a build someone runs. */
export const BENCH_BUILD_DIR = process.env.BENCH_BUILD_DIR ?? '.tmp/bench-build';

/**
 * Builds the server (a few seconds) and, when missing, the web app (its files are served by the same
 * server, so routing matches a real start). BENCH_SKIP_BUILD=1 reuses an existing build as it is.
 */
export function buildForBench(): void {
  const serverEntry = join(BENCH_BUILD_DIR, 'server/main.js');
  if (process.env.BENCH_SKIP_BUILD === '1') {
    if (!existsSync(serverEntry)) throw new Error(`BENCH_SKIP_BUILD=1 but there is no ${serverEntry}`);
    return;
  }
  const env = { ...process.env, BUILD_DIR: BENCH_BUILD_DIR };
  const step = (script: string) => {
    const result = spawnSync('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    });
    if (result.status !== 0) throw new Error(`npm run ${script} failed`);
  };
  if (!existsSync(join(BENCH_BUILD_DIR, 'web/index.html'))) step('build:web');
  step('build:server');
}

/** Starts the built server with the given settings; `nodeArgs` go before the entry (e.g. --cpu-prof). */
export function startAppServer(env: Record<string, string>, nodeArgs: string[] = []): StartedProcess {
  return startProcess([...nodeArgs, join(BENCH_BUILD_DIR, 'server/main.js')], {
    NODE_ENV: 'production',
    WEB_DIST_DIR: join(BENCH_BUILD_DIR, 'web'),
    ...env,
  });
}
