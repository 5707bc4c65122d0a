// `npm run bench`: throughput and p99 latency of the catalogue endpoints on the real server, started
// as `npm start` starts it (production build, default settings: request logging at info), next to a
// bare node:http server answering the same bytes, measured alternately in the same run.
// Prints per-round ratios app/baseline and their median, on PGlite and (when reachable) on PostgreSQL.
// Environment: BENCH_ROUNDS (default 3), BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 50),
// BENCH_POSTGRES_URL (default the local server; "off" to skip), BENCH_SKIP_BUILD=1, and any server
// setting (e.g. LOG_LEVEL=warn to see what request logging costs).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildForBench, startAppServer } from './support/app-server';
import { measure, median } from './support/measure';
import { postgresAvailable, withFreshDatabase } from './support/postgres';
import { startProcess, stopProcess, waitForUrl } from './support/processes';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const APP_PORT = 5091;
const BARE_PORT = 5092;
const ENDPOINTS = ['/api/restaurants', '/api/restaurants/1/menu'];

async function benchDatabase(label: string, env: Record<string, string>): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'quickbite-bench-'));
  // SEED_DEMO: on PostgreSQL the server runs in production mode and seeds nothing by itself.
  const app = startAppServer({
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: join(work, 'data'),
    SEED_DEMO: 'true',
    ...env,
  });
  let bare: ReturnType<typeof startProcess> | undefined;
  try {
    await waitForUrl(`http://127.0.0.1:${APP_PORT}/api/health`);
    const bodies: Record<string, string> = {};
    for (const path of ENDPOINTS)
      bodies[path] = await (await fetch(`http://127.0.0.1:${APP_PORT}${path}`)).text();
    const bodiesFile = join(work, 'bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(bodies));
    bare = startProcess(['bench/support/bare-server.mjs', String(BARE_PORT), bodiesFile]);
    await waitForUrl(`http://127.0.0.1:${BARE_PORT}${ENDPOINTS[0]}`);

    console.log(`\n${label}`);
    console.log(
      'endpoint                    app req/s   app p99   bare req/s  bare p99   per-round ratios   median ratio',
    );
    let appRequests = 0;
    const appOrigin = `http://127.0.0.1:${APP_PORT}`;
    const bareOrigin = `http://127.0.0.1:${BARE_PORT}`;
    for (const path of ENDPOINTS) {
      const options = { seconds: SECONDS, connections: CONNECTIONS };
      await measure(`${appOrigin}${path}`, { seconds: 1, connections: CONNECTIONS }); // warm-up (JIT, caches)
      await measure(`${bareOrigin}${path}`, { seconds: 1, connections: CONNECTIONS });
      const appRuns = [];
      const bareRuns = [];
      const ratios = [];
      for (let round = 0; round < ROUNDS; round++) {
        const appRun = await measure(`${appOrigin}${path}`, options);
        appRequests += appRun.requests;
        const bareRun = await measure(`${bareOrigin}${path}`, options);
        appRuns.push(appRun);
        bareRuns.push(bareRun);
        ratios.push(appRun.requestsPerSecond / bareRun.requestsPerSecond);
      }
      const appRps = median(appRuns.map((r) => r.requestsPerSecond));
      const bareRps = median(bareRuns.map((r) => r.requestsPerSecond));
      const appP99 = median(appRuns.map((r) => r.p99Ms));
      const bareP99 = median(bareRuns.map((r) => r.p99Ms));
      console.log(
        `${path.padEnd(26)} ${appRps.toFixed(0).padStart(9)} ${`${appP99} ms`.padStart(9)} ${bareRps.toFixed(0).padStart(11)} ${`${bareP99} ms`.padStart(9)}   ${ratios
          .map((r) => r.toFixed(2))
          .join(' / ')
          .padEnd(18)} ${`${median(ratios).toFixed(2)}x`.padStart(12)}`,
      );
    }
    await stopProcess(app);
    const log = await app.stdoutTally;
    console.log(
      `server log: ${log.lines.toLocaleString('en-US')} lines, ${(log.bytes / 1e6).toFixed(1)} MB for ` +
        `${appRequests.toLocaleString('en-US')} measured requests (plus warm-ups and start-up)`,
    );
  } finally {
    if (bare) await stopProcess(bare);
    await stopProcess(app);
    rmSync(work, { recursive: true, force: true });
  }
}

console.log(
  `Catalogue benchmark: ${ROUNDS} alternating rounds of ${SECONDS} s per server, ${CONNECTIONS} connections, ` +
    `LOG_LEVEL=${process.env.LOG_LEVEL ?? 'info (default)'}, median of per-round ratios.`,
);
buildForBench();
await benchDatabase('PGlite (embedded)', {});

const pgUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (pgUrl !== 'off' && (await postgresAvailable(pgUrl))) {
  await withFreshDatabase(pgUrl, (url) => benchDatabase('PostgreSQL', { DATABASE_URL: url }));
} else {
  console.log('\nPostgreSQL not reachable: skipped.');
}
