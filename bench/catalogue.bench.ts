// `npm run bench`: throughput and p99 latency of the catalogue endpoints on the real server, next to
// a bare node:http server answering the same bytes, measured alternately in the same run.
// Prints medians over several rounds and the ratio app/baseline, on PGlite and (when reachable)
// on PostgreSQL. Environment: BENCH_ROUNDS (default 3), BENCH_SECONDS (default 5),
// BENCH_POSTGRES_URL (default the local server; "off" to skip).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure, median } from './support/measure';
import { postgresAvailable, withFreshDatabase } from './support/postgres';
import { startProcess, stopProcess, waitForUrl } from './support/processes';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const APP_PORT = 5091;
const BARE_PORT = 5092;
const ENDPOINTS = ['/api/restaurants', '/api/restaurants/1/menu'];

async function benchDatabase(label: string, env: Record<string, string>): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'quickbite-bench-'));
  const app = startProcess(['--import', 'tsx', 'src/server/main.ts'], {
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
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
    console.log('endpoint                    app req/s   app p99   bare req/s  bare p99   ratio');
    for (const path of ENDPOINTS) {
      await measure(`http://127.0.0.1:${APP_PORT}${path}`, { seconds: 1 }); // warm-up (JIT, caches)
      await measure(`http://127.0.0.1:${BARE_PORT}${path}`, { seconds: 1 });
      const appRuns = [];
      const bareRuns = [];
      for (let round = 0; round < ROUNDS; round++) {
        appRuns.push(await measure(`http://127.0.0.1:${APP_PORT}${path}`, { seconds: SECONDS }));
        bareRuns.push(await measure(`http://127.0.0.1:${BARE_PORT}${path}`, { seconds: SECONDS }));
      }
      const appRps = median(appRuns.map((r) => r.requestsPerSecond));
      const bareRps = median(bareRuns.map((r) => r.requestsPerSecond));
      const appP99 = median(appRuns.map((r) => r.p99Ms));
      const bareP99 = median(bareRuns.map((r) => r.p99Ms));
      console.log(
        `${path.padEnd(26)} ${appRps.toFixed(0).padStart(9)} ${`${appP99} ms`.padStart(9)} ${bareRps.toFixed(0).padStart(11)} ${`${bareP99} ms`.padStart(9)} ${`${((appRps / bareRps) * 100).toFixed(0)}%`.padStart(7)}`,
      );
    }
  } finally {
    if (bare) await stopProcess(bare);
    await stopProcess(app);
    rmSync(work, { recursive: true, force: true });
  }
}

console.log(`Catalogue benchmark: ${ROUNDS} rounds of ${SECONDS} s per server, 32 connections, medians.`);
await benchDatabase('PGlite (embedded)', {});

const pgUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (pgUrl !== 'off' && (await postgresAvailable(pgUrl))) {
  await withFreshDatabase(pgUrl, (url) => benchDatabase('PostgreSQL', { DATABASE_URL: url }));
} else {
  console.log('\nPostgreSQL not reachable: skipped.');
}
