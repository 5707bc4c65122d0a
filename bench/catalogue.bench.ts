// `npm run bench`: throughput and p99 latency of the catalogue endpoints on the real server, started
// as `npm start` starts it (production build, default settings: request logging at info), next to
// two bare node:http servers, measured alternately in the same run: one answering the same body with
// a content type and length only ("same body"), one answering the app's answer byte for byte, head
// included ("same bytes": the API's security headers and a fresh request id too).
// Prints per-round ratios app/baseline and their median for each baseline, on PGlite and (when
// reachable) on PostgreSQL.
// Environment: BENCH_ROUNDS (default 3), BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 50),
// BENCH_POSTGRES_URL (default the local server; "off" to skip), BENCH_SKIP_BUILD=1, and any server
// setting (e.g. LOG_LEVEL=warn to see what request logging costs).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildForBench, NODE_HEADERS, startAppServer } from './support/app-server';
import { type Measurement, measure, median } from './support/measure';
import { postgresAvailable, withFreshDatabase } from './support/postgres';
import { startProcess, stopProcess, waitForUrl } from './support/processes';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const APP_PORT = 5091;
const BARE_PORT = 5092;
const WIRE_PORT = 5090;
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
  const bares: ReturnType<typeof startProcess>[] = [];
  try {
    await waitForUrl(`http://127.0.0.1:${APP_PORT}/api/health`);
    const answers: Record<string, { body: string; headers: Record<string, string> }> = {};
    for (const path of ENDPOINTS) {
      const res = await fetch(`http://127.0.0.1:${APP_PORT}${path}`);
      const headers = Object.fromEntries([...res.headers].filter(([name]) => !NODE_HEADERS.has(name)));
      answers[path] = { body: await res.text(), headers };
    }
    const answersFile = join(work, 'answers.json');
    writeFileSync(answersFile, JSON.stringify(answers));
    bares.push(startProcess(['bench/support/bare-server.mjs', String(BARE_PORT), answersFile, 'body']));
    bares.push(startProcess(['bench/support/bare-server.mjs', String(WIRE_PORT), answersFile, 'wire']));
    await waitForUrl(`http://127.0.0.1:${BARE_PORT}${ENDPOINTS[0]}`);
    await waitForUrl(`http://127.0.0.1:${WIRE_PORT}${ENDPOINTS[0]}`);

    console.log(`\n${label}`);
    console.log(
      'endpoint                  baseline      app req/s   app p99  bare req/s  bare p99   per-round app/bare   median',
    );
    let appRequests = 0;
    const appOrigin = `http://127.0.0.1:${APP_PORT}`;
    const baselines = [
      { name: 'same body', origin: `http://127.0.0.1:${BARE_PORT}` },
      { name: 'same bytes', origin: `http://127.0.0.1:${WIRE_PORT}` },
    ];
    for (const path of ENDPOINTS) {
      const options = { seconds: SECONDS, connections: CONNECTIONS };
      await measure(`${appOrigin}${path}`, { seconds: 1, connections: CONNECTIONS }); // warm-up (JIT, caches)
      for (const { origin } of baselines)
        await measure(`${origin}${path}`, { seconds: 1, connections: CONNECTIONS });
      const appRuns: Measurement[] = [];
      const bareRuns: Measurement[][] = baselines.map(() => []);
      for (let round = 0; round < ROUNDS; round++) {
        const appRun = await measure(`${appOrigin}${path}`, options);
        appRequests += appRun.requests;
        appRuns.push(appRun);
        // The baselines take turns going first, so neither always follows the app.
        const order = round % 2 === 0 ? [0, 1] : [1, 0];
        for (const b of order) bareRuns[b]!.push(await measure(`${baselines[b]!.origin}${path}`, options));
      }
      const appRps = median(appRuns.map((r) => r.requestsPerSecond));
      const appP99 = median(appRuns.map((r) => r.p99Ms));
      for (const [b, { name }] of baselines.entries()) {
        const runs = bareRuns[b]!;
        const ratios = runs.map((run, i) => appRuns[i]!.requestsPerSecond / run.requestsPerSecond);
        const bareRps = median(runs.map((r) => r.requestsPerSecond));
        const bareP99 = median(runs.map((r) => r.p99Ms));
        console.log(
          `${path.padEnd(26)}${name.padEnd(12)} ${appRps.toFixed(0).padStart(9)} ${`${appP99} ms`.padStart(9)} ${bareRps.toFixed(0).padStart(11)} ${`${bareP99} ms`.padStart(9)}   ${ratios
            .map((r) => r.toFixed(2))
            .join(' / ')
            .padEnd(20)} ${`${median(ratios).toFixed(2)}x`.padStart(7)}`,
        );
      }
      // The same-bytes server does strictly more work than the same-body one (a longer head and a
      // fresh request id), so it can only come out ahead of it by the machine's own noise: its
      // per-round ratio shows how far one round's ratio can move with no change in the code.
      const runsOf = (name: string) => bareRuns[baselines.findIndex((b) => b.name === name)]!;
      const body = runsOf('same body');
      const noise = runsOf('same bytes').map((run, i) => run.requestsPerSecond / body[i]!.requestsPerSecond);
      console.log(
        `${''.padEnd(26)}noise check: same bytes / same body per round ${noise.map((r) => r.toFixed(2)).join(' / ')} (at most 1.00 on a quiet machine)`,
      );
    }
    await stopProcess(app);
    const log = await app.stdoutTally;
    console.log(
      `server log: ${log.lines.toLocaleString('en-US')} lines, ${(log.bytes / 1e6).toFixed(1)} MB for ` +
        `${appRequests.toLocaleString('en-US')} measured requests (plus warm-ups and start-up)`,
    );
  } finally {
    for (const bare of bares) await stopProcess(bare);
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
