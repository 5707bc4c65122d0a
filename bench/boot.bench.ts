// `npm run bench:boot`: how long the server takes from its start to its first answer, against what
// the database alone needs. In alternating rounds, on the same data directory:
// - existing embedded database (the demo data already there): `node dist/server/main.js`, and
//   `npm start` (npm's own start included), to the first 200 of GET /api/restaurants, against a
//   bare PGlite opening that directory and answering one query (bench/support/bare-pglite.mjs);
//   the ratios of medians are printed;
// - fresh start: the server on a new data directory (initdb, migrations, the demo seed) against a
//   bare PGlite creating a new data directory; the difference of medians is printed;
// - PostgreSQL (when one answers): the server's start to its first answer on a migrated database.
// Both sides are timed the same way, from spawn, node's own start included; the server is asked
// every 5 ms on one kept-alive connection. The server runs as `npm start` runs it, default
// settings. Environment: BENCH_ROUNDS (default 5), BENCH_POSTGRES_URL (default the local server),
// BENCH_SKIP_BUILD=1.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { BENCH_BUILD_DIR, buildForBench, startAppServer } from './support/app-server';
import { median } from './support/measure';
import { postgresAvailable, withFreshDatabase } from './support/postgres';
import { startNpmStart, stopProcess, stopProcessGroup } from './support/processes';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORT = 5097;
const FIRST_ANSWER = `http://127.0.0.1:${PORT}/api/restaurants`;
const BARE_PGLITE = join(import.meta.dirname, 'support', 'bare-pglite.mjs');

const newDataDir = () => mkdtempSync(join(tmpdir(), 'quickbite-boot-'));

// The poller must not compete with what it measures: on two cores, fetch() (undici) spent about
// 0.5 s of CPU polling one start every 5 ms and delayed the server's first answer by ~0.15 s,
// where node:http on one kept-alive connection costs half that; the bare PGlite is not polled.
const pollAgent = new Agent({ keepAlive: true, maxSockets: 1 });

/** True when the catalogue answers 200; false for "starting", a refused connection or a reset. */
function firstAnswerReady(): Promise<boolean> {
  return new Promise((resolve) => {
    const request = get(FIRST_ANSWER, { agent: pollAgent }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode === 200));
      res.once('error', () => resolve(false));
    });
    request.once('error', () => resolve(false));
  });
}

/** Milliseconds from spawning the server to its first 200 on the catalogue; then it is stopped. */
async function serverStart(env: Record<string, string>, via: 'node' | 'npm start' = 'node'): Promise<number> {
  const started = performance.now();
  const settings = { PORT: String(PORT), ...env };
  // `npm start` runs the bench's build (BUILD_DIR), with the settings npm start gives it.
  const server =
    via === 'node' ? startAppServer(settings) : startNpmStart({ ...settings, BUILD_DIR: BENCH_BUILD_DIR });
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      if (await firstAnswerReady()) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    await (via === 'node' ? stopProcess(server) : stopProcessGroup(server));
  }
}

/** Milliseconds from spawning a bare PGlite on `dataDir` to its answer to `query`. */
function bareStart(dataDir: string, query: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [BARE_PGLITE, dataDir, query], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let answeredAt: number | undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      if (answeredAt === undefined && chunk.toString().includes('answered')) answeredAt = performance.now();
    });
    child.once('exit', (code) =>
      answeredAt === undefined
        ? reject(new Error(`bare PGlite exited with ${code} before answering`))
        : resolve(answeredAt - started),
    );
  });
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

function report(
  label: string,
  server: number[],
  bare: number[],
  bareLabel: string,
): { server: number; bare: number } {
  const medians = { server: median(server), bare: median(bare) };
  console.log(`${label}: server ${server.map(ms).join(', ')}`);
  console.log(`${' '.repeat(label.length)}  ${bareLabel} ${bare.map(ms).join(', ')}`);
  return medians;
}

async function existingDatabase(): Promise<void> {
  const dataDir = newDataDir();
  try {
    // The demo data written once, as a first `npm start` leaves it; npm start once (a stale build
    // would be rebuilt then, not in a timed round).
    await serverStart({ DATA_DIR: dataDir });
    await serverStart({ DATA_DIR: dataDir }, 'npm start');
    const server: number[] = [];
    const npmStart: number[] = [];
    const bare: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternating, the baseline first every other round, so a drift in the machine hits all three.
      const runs = [
        async () => server.push(await serverStart({ DATA_DIR: dataDir })),
        async () => npmStart.push(await serverStart({ DATA_DIR: dataDir }, 'npm start')),
        async () => bare.push(await bareStart(join(dataDir, 'pgdata'), 'select count(*) from restaurants')),
      ];
      if (round % 2 === 1) runs.reverse();
      for (const run of runs) await run();
    }
    const medians = report('existing embedded database', server, bare, 'bare PGlite open');
    const ratio = (value: number) => `${(value / medians.bare).toFixed(2)}x`;
    console.log(
      `  median: server ${ms(medians.server)}, bare PGlite ${ms(medians.bare)}: ratio ${ratio(medians.server)}`,
    );
    // npm's own start (about a quarter of a second here) comes on top of the server's.
    console.log(`  npm start ${npmStart.map(ms).join(', ')}`);
    console.log(`  median: npm start ${ms(median(npmStart))}: ratio ${ratio(median(npmStart))}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function freshStart(): Promise<void> {
  const server: number[] = [];
  const bare: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const serverDir = newDataDir();
    const bareDir = newDataDir();
    try {
      const pair = [
        async () => server.push(await serverStart({ DATA_DIR: serverDir })),
        async () => bare.push(await bareStart(join(bareDir, 'pgdata'), 'select 1')),
      ];
      if (round % 2 === 1) pair.reverse();
      for (const run of pair) await run();
    } finally {
      rmSync(serverDir, { recursive: true, force: true });
      rmSync(bareDir, { recursive: true, force: true });
    }
  }
  const medians = report('fresh demo start', server, bare, 'bare PGlite initdb');
  // The server creates a new database from the one its build made, so it can beat the bare initdb.
  const difference = medians.server - medians.bare;
  console.log(
    `  median: server ${ms(medians.server)}, bare initdb ${ms(medians.bare)}: ${ms(Math.abs(difference))} ${difference < 0 ? 'less' : 'more'}`,
  );
}

async function postgres(): Promise<void> {
  if (!(await postgresAvailable(POSTGRES_URL))) {
    console.log(`PostgreSQL: not reachable at ${POSTGRES_URL}, skipped`);
    return;
  }
  await withFreshDatabase(POSTGRES_URL, async (url) => {
    // Migrated once, as a deployment's first start leaves it.
    await serverStart({ DATABASE_URL: url });
    const runs: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) runs.push(await serverStart({ DATABASE_URL: url }));
    console.log(`PostgreSQL: server ${runs.map(ms).join(', ')}`);
    console.log(`  median: ${ms(median(runs))} to the first answer`);
  });
}

buildForBench();
console.log(`${ROUNDS} rounds each, from spawn to the first answer\n`);
await existingDatabase();
await freshStart();
await postgres();
pollAgent.destroy();
