// `npm run bench:menu-split`: what the app adds to a cached menu answer, in CPU time, measured in one
// process. Comparing the app's throughput with a separate bare server's (`npm run bench`) mixes the
// app's own work with everything that differs between two processes and two moments of a shared
// machine. Here the app (production build, default settings: the access line at info) and two bare
// node:http servers run in ONE process (bench/support/menu-split-server.ts): "bare" answers the app's
// bytes, "bare + access line" also writes the app's access line through the app's logger. The
// process is pinned to one core and this load generator to the other (taskset), the three are loaded
// in turn (alternating order), and the CPU the process used per answer is read from /proc for each
// turn. Per round, each variant's CPU per answer minus bare's, then medians and quartiles over the
// rounds: the machine's drift between rounds cancels out of these paired differences.
// Environment: BENCH_ROUNDS (default 12), BENCH_SECONDS (default 3), BENCH_CONNECTIONS (default 50),
// BENCH_SKIP_BUILD=1, and any server setting. PGlite only: the menu is answered from memory either way.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_BUILD_DIR, buildForBench } from './support/app-server';
import { measure, median } from './support/measure';
import { startProcess, stopProcess, waitForUrl } from './support/processes';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const APP_PORT = 5093;
const BARE_PORT = 5094;
const MENU_PATH = '/api/restaurants/1/menu';
const CLOCK_TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

const VARIANTS = [
  { name: 'app (ready answer, access line)', port: APP_PORT },
  { name: 'bare', port: BARE_PORT },
  { name: 'bare + access line', port: BARE_PORT + 1 },
] as const;

/** CPU seconds the process has used so far, all its threads, user and system. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/** Pins every thread of `pid` to `core`; false when taskset is missing or the core does not exist. */
function pin(pid: number, core: number): boolean {
  return spawnSync('taskset', ['-a', '-cp', String(core), String(pid)], { stdio: 'ignore' }).status === 0;
}

const quartiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { q1: at(0.25), median: median(sorted), q3: at(0.75) };
};
const us = (seconds: number) => (seconds * 1e6).toFixed(1);

async function main(): Promise<void> {
  buildForBench();
  const work = mkdtempSync(join(tmpdir(), 'quickbite-menu-split-'));
  const server = startProcess(
    [
      '--enable-source-maps',
      '--import',
      'tsx',
      'bench/support/menu-split-server.ts',
      join(BENCH_BUILD_DIR, 'server/main.js'),
      String(BARE_PORT),
    ],
    {
      NODE_ENV: 'production',
      WEB_DIST_DIR: join(BENCH_BUILD_DIR, 'web'),
      PORT: String(APP_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
    },
  );
  try {
    const pid = server.pid ?? 0;
    const pinned = cpus().length >= 2 && pin(pid, 0) && pin(process.pid, 1);
    for (const variant of VARIANTS) await waitForUrl(`http://127.0.0.1:${variant.port}${MENU_PATH}`);
    for (const variant of VARIANTS) {
      await measure(`http://127.0.0.1:${variant.port}${MENU_PATH}`, { connections: CONNECTIONS, seconds: 2 });
    }
    console.log(
      `Menu CPU split: ${ROUNDS} alternating rounds of ${SECONDS} s per variant, ${CONNECTIONS} connections, ` +
        `LOG_LEVEL=${process.env.LOG_LEVEL ?? 'info (default)'}, ` +
        (pinned
          ? 'server process on core 0, load generator on core 1.'
          : 'NOT pinned (taskset or a second core missing).'),
    );
    const perAnswer: number[][] = VARIANTS.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      const order = VARIANTS.map((_, i) => i);
      if (round % 2 === 1) order.reverse();
      const line: string[] = [];
      for (const i of order) {
        const variant = VARIANTS[i]!;
        const before = cpuSeconds(pid);
        const run = await measure(`http://127.0.0.1:${variant.port}${MENU_PATH}`, {
          connections: CONNECTIONS,
          seconds: SECONDS,
        });
        perAnswer[i]!.push((cpuSeconds(pid) - before) / run.requests);
        line.push(`${variant.name} ${us(perAnswer[i]!.at(-1)!)} µs (${Math.round(run.requestsPerSecond)}/s)`);
      }
      console.log(`round ${round + 1}: ${line.join(', ')}`);
    }
    const bare = perAnswer[1]!;
    console.log(
      '\nvariant                             CPU per answer (median)   minus bare, paired per round: q1 / median / q3   bare / variant',
    );
    VARIANTS.forEach((variant, i) => {
      const own = perAnswer[i]!;
      const gap = quartiles(own.map((value, round) => value - bare[round]!));
      const ratio = median(own.map((value, round) => bare[round]! / value));
      console.log(
        `${variant.name.padEnd(36)}${`${us(median(own))} µs`.padEnd(26)}` +
          `${i === 1 ? '–'.padEnd(49) : `${us(gap.q1)} / ${us(gap.median)} / ${us(gap.q3)} µs`.padEnd(49)}` +
          `${ratio.toFixed(2)}x`,
      );
    });
  } finally {
    await stopProcess(server);
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
