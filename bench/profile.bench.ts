// `npm run bench:profile`: CPU profiles of the real server (started as `npm start` starts it, default
// settings) under load, summarised: (a) POST /api/orders on PostgreSQL, (b) GET
// /api/orders/customer/{phone} on PostgreSQL (10 connections, the phones (a) ordered for), (c) GET
// /api/restaurants/1/menu on PGlite, each driven by autocannon for BENCH_SECONDS (default 20) at
// BENCH_CONNECTIONS (default 50) after a short warm-up; the server is stopped with SIGINT so V8 writes
// the profile into .tmp/profiles. Then a scratch run counts the statements one order sends to
// PostgreSQL (the pg driver's queries, counted over BENCH_COUNT_ORDERS sequential orders).
// Environment also: BENCH_POSTGRES_URL (default the local server; "off" to skip), BENCH_SKIP_BUILD=1.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { menuFromServer, orderBody } from '../tests/support/orders';
import { buildForBench, startAppServer } from './support/app-server';
import { runLoad } from './support/load';
import { placementPhone } from './support/order-history';
import { postgresAvailable, withFreshDatabase } from './support/postgres';
import { stopProcess, waitForUrl } from './support/processes';
import { printSummary, summariseProfile } from './support/summarise-profile';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const COUNT_ORDERS = Number(process.env.BENCH_COUNT_ORDERS ?? 100);
const PORT = 5093;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PROFILE_DIR = resolve('.tmp/profiles');
/** The look-up profile runs at 10 connections, as the look-up goal is stated. */
const LOOKUP_CONNECTIONS = 10;
const LOOKUP_PHONES = 1_000;
const UNLIMITED = { ORDER_RATE_LIMIT: '1000000', PHONE_LOOKUP_RATE_LIMIT: '1000000' };

async function orderRequests() {
  const menu = await menuFromServer(ORIGIN, 1);
  const item = menu.find((entry) => entry.isAvailable);
  if (!item) throw new Error('Restaurant 1 has no available item');
  const body = orderBody([{ item, quantity: 2 }], { paymentMethod: 'cash' });
  let placed = 0;
  return () => ({
    path: '/api/orders',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ ...body, customerPhone: placementPhone(placed++) }),
  });
}

/** Starts the server under --cpu-prof, drives it, stops it with SIGINT and summarises the profile. */
async function profile(
  name: string,
  env: Record<string, string>,
  drive: (seconds: number) => Promise<{ okPerSecond: number; p99Ms: number }>,
  connections = CONNECTIONS,
): Promise<void> {
  const file = `${name}.cpuprofile`;
  rmSync(join(PROFILE_DIR, file), { force: true });
  const app = startAppServer(
    { PORT: String(PORT), HOST: '127.0.0.1', SEED_DEMO: 'true', ...UNLIMITED, ...env },
    ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`, `--cpu-prof-name=${file}`],
  );
  try {
    await waitForUrl(`${ORIGIN}/api/health`);
    await drive(2); // warm-up, profiled too but short
    const run = await drive(SECONDS);
    console.log(
      `\n${name}: ${run.okPerSecond.toFixed(0)} 2xx/s, p99 ${run.p99Ms} ms at ${connections} connections`,
    );
  } finally {
    await stopProcess(app, 'SIGINT');
  }
  // The measured run and the shutdown after it (idle, left out of the percentages), not the start-up.
  const summary = summariseProfile(
    JSON.parse(readFileSync(join(PROFILE_DIR, file), 'utf8')),
    15,
    (SECONDS + 1) * 1000,
  );
  printSummary(summary, `${name} (${join('.tmp/profiles', file)})`);
  writeFileSync(join(PROFILE_DIR, `${name}.summary.json`), JSON.stringify(summary, null, 1));
}

/** Counts the statements the server sends to PostgreSQL for COUNT_ORDERS orders placed one at a time. */
async function countStatements(databaseUrl: string): Promise<void> {
  const countFile = join(PROFILE_DIR, 'order-statements.json');
  const app = startAppServer(
    {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      DATABASE_URL: databaseUrl,
      QUERY_COUNT_FILE: countFile,
      ...UNLIMITED,
    },
    ['--import', resolve('bench/support/count-queries.mjs')],
  );
  try {
    await waitForUrl(`${ORIGIN}/api/health`);
    const next = await orderRequests();
    const place = async () => {
      const request = next();
      const res = await fetch(`${ORIGIN}${request.path}`, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
      });
      if (res.status !== 201) throw new Error(`order answered ${res.status}: ${await res.text()}`);
    };
    for (let i = 0; i < 5; i++) await place(); // caches warm, as under load
    app.kill('SIGUSR2'); // the preload clears its counts: only the measured orders remain
    await new Promise((r) => setTimeout(r, 200));
    for (let i = 0; i < COUNT_ORDERS; i++) await place();
  } finally {
    await stopProcess(app, 'SIGINT');
  }
  const counts = JSON.parse(readFileSync(countFile, 'utf8')) as Record<string, number>;
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`\n== statements sent to PostgreSQL per order (${COUNT_ORDERS} orders placed one at a time)`);
  console.log(`  ${(total / COUNT_ORDERS).toFixed(2)} statements per order, each a round trip:`);
  for (const [text, count] of Object.entries(counts).sort((a, b) => b[1] - a[1])) {
    console.log(`  ${(count / COUNT_ORDERS).toFixed(2).padStart(6)}  ${text}`);
  }
}

buildForBench();
mkdirSync(PROFILE_DIR, { recursive: true });
console.log(
  `CPU profiles: ${SECONDS} s at ${CONNECTIONS} connections, LOG_LEVEL=${process.env.LOG_LEVEL ?? 'info (default)'}`,
);

const pgUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (pgUrl !== 'off' && (await postgresAvailable(pgUrl))) {
  await withFreshDatabase(pgUrl, async (url) => {
    await profile('orders-postgres', { DATABASE_URL: url }, async (seconds) => {
      const next = await orderRequests();
      return runLoad({ origin: ORIGIN, connections: CONNECTIONS, seconds, method: 'POST', next });
    });
    // The phones the orders profile placed orders for (its first LOOKUP_PHONES at least).
    await profile(
      'lookup-postgres',
      { DATABASE_URL: url },
      async (seconds) => {
        let phone = 0;
        const next = () => {
          phone = (phone + 7) % LOOKUP_PHONES;
          return { path: `/api/orders/customer/${encodeURIComponent(placementPhone(phone))}` };
        };
        return runLoad({ origin: ORIGIN, connections: LOOKUP_CONNECTIONS, seconds, next });
      },
      LOOKUP_CONNECTIONS,
    );
    await countStatements(url);
  });
} else {
  console.log('PostgreSQL not reachable: the orders profile is skipped.');
}

const work = mkdtempSync(join(tmpdir(), 'quickbite-profile-'));
try {
  await profile('menu-pglite', { DATA_DIR: join(work, 'data') }, (seconds) =>
    runLoad({
      origin: ORIGIN,
      connections: CONNECTIONS,
      seconds,
      next: () => ({ path: '/api/restaurants/1/menu' }),
    }),
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
