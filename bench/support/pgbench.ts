import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withFreshDatabase } from './postgres';

// The database's own ceiling for the ordering bench: pgbench's simple-update script without the
// contended branch/teller updates (-N: three writes and a read per transaction), on a throw-away
// database initialised at scale 10 next to the app's own, on the same PostgreSQL server.

export interface PgbenchRun {
  tps: number;
  p50Ms: number;
  p99Ms: number;
}

export function pgbenchAvailable(): boolean {
  return spawnSync('pgbench', ['--version'], { stdio: 'ignore' }).status === 0;
}

export const PGBENCH_MISSING =
  'pgbench is not on PATH: the pgbench baseline is skipped (it comes with PostgreSQL, e.g. ' +
  '`apt-get install postgresql-contrib` or `postgresql-client` on Debian/Ubuntu).';

function pgbench(args: string[]): string {
  const result = spawnSync('pgbench', args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`pgbench ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
}

/** Runs `run` with the URL of a fresh pgbench database (`pgbench -i -s <scale>`), dropped afterwards. */
export async function withPgbenchDatabase(
  serverUrl: string,
  scale: number,
  run: (url: string) => Promise<void>,
): Promise<void> {
  await withFreshDatabase(serverUrl, async (url) => {
    pgbench(['-i', '-q', '-s', String(scale), url]);
    await run(url);
  });
}

/** `pgbench -N -c <clients> -j 2 -T <seconds>`: committed transactions per second and latency percentiles. */
export function runPgbench(url: string, clients: number, seconds: number): PgbenchRun {
  const logs = mkdtempSync(join(tmpdir(), 'quickbite-pgbench-'));
  try {
    const out = pgbench([
      '-N',
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      '-l',
      `--log-prefix=${join(logs, 'tx')}`,
      url,
    ]);
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`no tps in pgbench output:\n${out}`);
    // One line per transaction: client, transaction number, latency in microseconds, ...
    const latencies: number[] = [];
    for (const file of readdirSync(logs)) {
      for (const line of readFileSync(join(logs, file), 'utf8').split('\n')) {
        const micros = Number(line.split(' ')[2]);
        if (line && Number.isFinite(micros)) latencies.push(micros / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    const at = (share: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
    return { tps, p50Ms: at(0.5), p99Ms: at(0.99) };
  } finally {
    rmSync(logs, { recursive: true, force: true });
  }
}
