// `npm run bench:sign-in`: what a burst of sign-ins does to everyone else. The real server, started
// as `npm start` starts it (production build, default settings, the real scrypt cost), answers one
// client that keeps reading /api/restaurants, in alternating rounds: reads alone ("quiet"), then
// reads while 60 sign-ins with wrong passwords arrive at once, each from an address of its own
// (127.0.x.y: nothing else limits them, only the hashing queue). Prints per round the reads' p99
// and its ratio to the quiet round before it, the medians, and what the sign-ins were answered.
// The target (issue "Sign-in limits that hold under bursts"): the reads' p99 stays under 200 ms.
// Environment: BENCH_ROUNDS (default 5), BENCH_QUIET_SECONDS (default 3), BENCH_BURST (default 60),
// BENCH_READERS (default 2), BENCH_POSTGRES_URL (default the local server; "off" to skip),
// BENCH_SKIP_BUILD=1.

import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildForBench, startAppServer } from './support/app-server';
import { median } from './support/measure';
import { postgresAvailable, withFreshDatabase } from './support/postgres';
import { stopProcess, waitForUrl } from './support/processes';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const QUIET_SECONDS = Number(process.env.BENCH_QUIET_SECONDS ?? 3);
const BURST = Number(process.env.BENCH_BURST ?? 60);
const READERS = Number(process.env.BENCH_READERS ?? 2);
const PORT = 5093;
const TARGET_P99_MS = 200;

interface Answer {
  status: number;
  ms: number;
}

/** One HTTP request from `localAddress`; resolves with its status and how long it took. */
function request(
  path: string,
  options: { method?: string; body?: string; agent?: http.Agent; localAddress?: string } = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path,
        method: options.method ?? 'GET',
        agent: options.agent,
        localAddress: options.localAddress,
        headers: options.body ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** READERS clients reading the catalogue back to back until `until` resolves; their latencies. */
async function readWhile(until: Promise<unknown>): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: READERS });
  const latencies: number[] = [];
  let done = false;
  void until.finally(() => {
    done = true;
  });
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      while (!done) {
        const answer = await request('/api/restaurants', { agent });
        if (answer.status !== 200) throw new Error(`/api/restaurants answered ${answer.status}`);
        latencies.push(answer.ms);
      }
    }),
  );
  agent.destroy();
  return latencies;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** BURST wrong sign-ins at once, each from its own loopback address (fresh every round). */
async function burst(round: number): Promise<Answer[]> {
  return Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      request('/api/auth/login', {
        method: 'POST',
        localAddress: `127.0.${10 + round}.${i + 1}`,
        body: JSON.stringify({
          email: `guess-${round}-${i}@example.com`,
          password: 'wrong-password',
          role: 'driver',
        }),
      }),
    ),
  );
}

async function benchDatabase(label: string, env: Record<string, string>): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'quickbite-bench-'));
  const app = startAppServer({
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: join(work, 'data'),
    SEED_DEMO: 'true',
    ...env,
  });
  try {
    await waitForUrl(`http://127.0.0.1:${PORT}/api/health`);
    await readWhile(sleep(1_000)); // warm-up (JIT, the catalogue cache)
    console.log(`\n${label}`);
    console.log('round   quiet p99   burst p99   burst/quiet   sign-ins: 401  503  other   sign-in p99');
    const quietP99s: number[] = [];
    const burstP99s: number[] = [];
    const ratios: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const quiet = percentile(await readWhile(sleep(QUIET_SECONDS * 1_000)), 99);
      const signIns = burst(round);
      // Reads go on until the last sign-in has its answer, and a little after.
      const reads = await readWhile(signIns.then(() => sleep(200)));
      const answers = await signIns;
      const loud = percentile(reads, 99);
      quietP99s.push(quiet);
      burstP99s.push(loud);
      ratios.push(loud / quiet);
      const count = (status: number) => answers.filter((a) => a.status === status).length;
      const other = answers.length - count(401) - count(503);
      console.log(
        `${String(round + 1).padStart(5)} ${`${quiet.toFixed(1)} ms`.padStart(11)} ${`${loud.toFixed(1)} ms`.padStart(11)} ${`${(loud / quiet).toFixed(2)}x`.padStart(13)} ${String(count(401)).padStart(14)} ${String(count(503)).padStart(4)} ${String(other).padStart(6)} ${`${percentile(
          answers.map((a) => a.ms),
          99,
        ).toFixed(0)} ms`.padStart(13)}`,
      );
      // Let the queue drain before the next quiet round.
      await sleep(1_000);
    }
    const burstMedian = median(burstP99s);
    console.log(
      `median  ${`${median(quietP99s).toFixed(1)} ms`.padStart(10)} ${`${burstMedian.toFixed(1)} ms`.padStart(11)} ${`${median(ratios).toFixed(2)}x`.padStart(13)}` +
        `   reads' p99 under a burst ${burstMedian < TARGET_P99_MS ? 'under' : 'OVER'} the ${TARGET_P99_MS} ms target`,
    );
  } finally {
    await stopProcess(app);
    rmSync(work, { recursive: true, force: true });
  }
}

console.log(
  `Sign-in burst benchmark: ${ROUNDS} alternating rounds (${QUIET_SECONDS} s of reads alone, then reads while ` +
    `${BURST} wrong sign-ins arrive at once), ${READERS} readers of /api/restaurants, default settings.`,
);
buildForBench();
await benchDatabase('PGlite (embedded)', {});

const pgUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (pgUrl !== 'off' && (await postgresAvailable(pgUrl))) {
  await withFreshDatabase(pgUrl, (url) => benchDatabase('PostgreSQL', { DATABASE_URL: url }));
} else {
  console.log('\nPostgreSQL not reachable: skipped.');
}
