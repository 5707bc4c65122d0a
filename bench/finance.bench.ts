// `npm run bench:finance`: the finance dashboard and its CSV export over a large order table, on
// PostgreSQL. A fresh database gets the demo data and BENCH_FINANCE_ORDERS orders (default
// 1,000,000) placed over the last 365 days round the demo restaurants, each in its restaurant's
// currency, written straight into the tables (bench/support/seed-million.ts; the time it takes is
// printed). The EXPLAIN ANALYZE of the summary's per-day sums over the year is printed first, and
// the run stops unless orders_finance_idx serves it. Then the real server, started as `npm start`
// starts it (default settings), answers:
// - GET /api/finance/summary for the whole year (status all, completed, pending, cancelled; every
//   currency, one block each): BENCH_ROUNDS alternating rounds of BENCH_REQUESTS sequential
//   requests each against GET /api/health (the baseline: one trivial query), per-round medians,
//   the median of those;
// - GET /api/finance/orders.csv for the last month, half year and year (every order), alternating with
//   PostgreSQL's own COPY of the same rows to CSV (the baseline): rows per second, and the server's
//   peak resident memory during each export (read from /proc every 20 ms), which must not grow with
//   the number of rows.
// Environment: BENCH_ROUNDS (default 3), BENCH_REQUESTS (default 20), BENCH_FINANCE_ORDERS,
// BENCH_POSTGRES_URL (default the local server), BENCH_SKIP_BUILD=1.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { addDays, todayIn } from '#domain/shared/calendar-days.ts';
import { openDatabase } from '#server/db/client.ts';
import { createFinanceRepo } from '#server/modules/finance/finance.repo.ts';
import { buildForBench, startAppServer } from './support/app-server';
import { median } from './support/measure';
import { postgresAvailable, withFreshDatabase } from './support/postgres';
import { stopProcess, waitForUrl } from './support/processes';
import { seedHistory } from './support/seed-million';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const ORDERS = Number(process.env.BENCH_FINANCE_ORDERS ?? 1_000_000);
const PORT = 5097;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password-2026' };
const TIME_ZONE = 'UTC';

const today = todayIn(TIME_ZONE);
const daysBefore = (count: number) => addDays(today, -count);
const YEAR = { from: daysBefore(364), to: today };
const MONTH = { from: daysBefore(29), to: today };
const HALF_YEAR = { from: daysBefore(181), to: today };

/** Resident memory of a process in MB, from /proc (Linux). */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function signIn(): Promise<string> {
  const res = await fetch(`${ORIGIN}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`admin login: ${res.status} ${await res.text()}`);
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('admin login set no cookie');
  return cookie;
}

async function timedGet(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

interface ExportRun {
  rows: number;
  seconds: number;
  peakMb: number;
  startMb: number;
}

/** Downloads a CSV export, counting its records, while sampling the server's memory. */
async function exportCsv(
  range: { from: string; to: string },
  cookie: string,
  pid: number,
): Promise<ExportRun> {
  const startMb = residentMb(pid);
  let peakMb = startMb;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, residentMb(pid));
  }, 20);
  const started = performance.now();
  let records = 0;
  try {
    const res = await fetch(`${ORIGIN}/api/finance/orders.csv?from=${range.from}&to=${range.to}&status=all`, {
      headers: { cookie },
    });
    if (!res.ok || !res.body) throw new Error(`export: ${res.status}`);
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      for (const byte of chunk as Uint8Array) if (byte === 10) records += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  return { rows: records - 1, seconds: (performance.now() - started) / 1000, peakMb, startMb };
}

/** PostgreSQL's COPY of the same orders and columns to CSV, read through psql: the baseline. */
function copyBaseline(url: string, range: { from: string; to: string }): Promise<ExportRun> {
  const query =
    `copy (select o.id, o.created_at, o.status, r.name, d.name, o.payment_method, o.payment_status, o.currency, ` +
    `o.subtotal, o.discount, o.delivery_fee, o.tax, o.tax_included, o.tip, o.total, o.driver_pay, o.restaurant_pay, ` +
    `o.company_pay, case when o.status = 'cancelled' then (select f.amount_cents from refunds f where f.order_id = o.id) end, ` +
    `o.delivery_distance ` +
    `from orders o join restaurants r on r.id = o.restaurant_id left join drivers d on d.id = o.driver_id ` +
    `where o.created_at >= '${range.from}'::date::timestamp at time zone '${TIME_ZONE}' ` +
    `and o.created_at < ('${range.to}'::date + 1)::timestamp at time zone '${TIME_ZONE}' ` +
    // status=all: every order but the cancelled ones, as the export.
    `and o.status <> 'cancelled' ` +
    `order by o.created_at, o.id) to stdout with (format csv, header)`;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('psql', [url, '-X', '-q', '-c', query], { stdio: ['ignore', 'pipe', 'inherit'] });
    let records = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      for (const byte of chunk) if (byte === 10) records += 1;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`psql exited with ${code}`));
      else
        resolve({ rows: records - 1, seconds: (performance.now() - started) / 1000, peakMb: 0, startMb: 0 });
    });
  });
}

async function explainYear(url: string): Promise<void> {
  const handle = await openDatabase({ kind: 'postgres', url });
  try {
    const query = new PgDialect({ casing: 'snake_case' }).sqlToQuery(
      createFinanceRepo(handle.db).dailySumsSql({ ...YEAR, timeZone: TIME_ZONE }, null),
    );
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const plan = await client.query(`explain (analyze, buffers) ${query.sql}`, query.params);
      const lines = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN'] ?? '');
      console.log('summary per-day sums over the year (EXPLAIN ANALYZE):');
      for (const line of lines) console.log(`  ${line}`);
      if (!lines.some((line) => line.includes('orders_finance_idx'))) {
        throw new Error('The summary does not use orders_finance_idx');
      }
    } finally {
      await client.end();
    }
  } finally {
    await handle.close();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function bench(url: string): Promise<void> {
  // One order every 31.5 s: the million fills exactly the last 365 days.
  const seeded = await seedHistory(url, ORDERS, { spacingSeconds: (365 * 86_400) / ORDERS });
  console.log(
    `history: ${seeded.history.orders.toLocaleString('en-US')} orders over 365 days, written, vacuumed and analysed in ${seeded.seconds.toFixed(1)} s`,
  );
  await explainYear(url);

  const app = startAppServer({
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    await waitForUrl(`${ORIGIN}/api/health`);
    const pid = app.pid;
    if (pid === undefined) throw new Error('The server has no pid');
    const cookie = await signIn();

    console.log(
      `\nsummary of the year (${YEAR.from} to ${YEAR.to}), ${REQUESTS} sequential requests per round:`,
    );
    for (const status of ['all', 'completed', 'pending', 'cancelled'] as const) {
      const summaryUrl = `${ORIGIN}/api/finance/summary?from=${YEAR.from}&to=${YEAR.to}&status=${status}`;
      await timedGet(summaryUrl, cookie); // warm-up
      const health: number[] = [];
      const summary: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const healthTimes: number[] = [];
        for (let i = 0; i < REQUESTS; i++) healthTimes.push(await timedGet(`${ORIGIN}/api/health`, cookie));
        const summaryTimes: number[] = [];
        for (let i = 0; i < REQUESTS; i++) summaryTimes.push(await timedGet(summaryUrl, cookie));
        health.push(median(healthTimes));
        summary.push(median(summaryTimes));
      }
      console.log(
        `  status=${status.padEnd(9)} summary ${summary.map(ms).join(' / ')} -> median ${ms(median(summary))}` +
          `   health ${health.map(ms).join(' / ')} -> median ${ms(median(health))}` +
          `   goal < 300 ms: ${median(summary) < 300 ? 'met' : 'MISSED'}`,
      );
    }

    console.log('\nCSV export (status=all), alternating with PostgreSQL COPY of the same rows:');
    for (const [name, range] of [
      ['last month', MONTH],
      ['half year', HALF_YEAR],
      ['the year', YEAR],
    ] as const) {
      const ours: ExportRun[] = [];
      const copies: ExportRun[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        ours.push(await exportCsv(range, cookie, pid));
        copies.push(await copyBaseline(url, range));
      }
      const rate = (run: ExportRun) => run.rows / run.seconds;
      const ratios = ours.map((run, i) => rate(run) / rate(copies[i] as ExportRun));
      console.log(
        `  ${name.padEnd(10)} ${ours[0]?.rows.toLocaleString('en-US')} rows: ` +
          `${ours.map((run) => Math.round(rate(run)).toLocaleString('en-US')).join(' / ')} rows/s ` +
          `(COPY ${copies.map((run) => Math.round(rate(run)).toLocaleString('en-US')).join(' / ')}) ` +
          `-> median ${median(ratios).toFixed(2)}x of COPY; server memory ${ours
            .map((run) => `${run.startMb.toFixed(0)}->${run.peakMb.toFixed(0)}`)
            .join(' / ')} MB (start->peak)`,
      );
    }
  } finally {
    await stopProcess(app);
  }

  // The same export from a server whose JavaScript heap may not pass 64 MB: it can only finish if
  // what it holds does not grow with the rows (the figures above also count garbage not yet collected).
  const small = startAppServer(
    {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    ['--max-old-space-size=64'],
  );
  try {
    await waitForUrl(`${ORIGIN}/api/health`);
    const run = await exportCsv(YEAR, await signIn(), small.pid ?? 0);
    console.log(
      `  the year with a 64 MB heap limit: ${run.rows.toLocaleString('en-US')} rows, ` +
        `${Math.round(run.rows / run.seconds).toLocaleString('en-US')} rows/s, server memory ${run.startMb.toFixed(0)}->${run.peakMb.toFixed(0)} MB`,
    );
  } finally {
    await stopProcess(small);
  }
}

console.log(
  `Finance benchmark: ${ORDERS.toLocaleString('en-US')} orders on PostgreSQL, ${ROUNDS} alternating rounds, ` +
    `LOG_LEVEL=${process.env.LOG_LEVEL ?? 'info (default)'}`,
);
buildForBench();
const pgUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (!(await postgresAvailable(pgUrl))) throw new Error(`PostgreSQL is not reachable at ${pgUrl}`);
await withFreshDatabase(pgUrl, bench);
