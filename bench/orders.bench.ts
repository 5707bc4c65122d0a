// `npx tsx bench/orders.bench.ts`: ordering on the real server, on PGlite and (when reachable) on
// PostgreSQL, each on a fresh database with the demo seed plus an order history written straight into
// the tables (100,000 orders: 20,000 phones x 5, with their timeline events).
// - Phone look-up: GET /api/orders/customer/{phone} over all the history's phones, p50/p99 latency.
// - Order placement: POST /api/orders with valid cash orders for restaurant 1 (priced from its menu,
//   a fresh Idempotency-Key and phone per request), 2xx responses per second.
// Baseline, measured alternately in the same rounds: GET /api/health (one trivial query), the
// cheapest route that reaches the database. Prints medians over the rounds and the ratios.
// Environment: BENCH_ROUNDS (default 3), BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10),
// BENCH_HISTORY_ORDERS (default 100000), BENCH_POSTGRES_URL (default the local server; "off" to skip).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseOptions, openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { seedDemoData } from '../src/server/db/seed';
import { type MenuItemRow, orderBody } from '../tests/support/orders';
import { type LoadRun, runLoad } from './support/load';
import { explainPhoneLookup, type LookupPlan } from './support/lookup-plan';
import { median } from './support/measure';
import {
  type HistoryCounts,
  historyPhone,
  insertOrderHistory,
  placementPhone,
} from './support/order-history';
import { postgresAvailable, withFreshDatabase } from './support/postgres';
import { startProcess, stopProcess, waitForUrl } from './support/processes';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const HISTORY_ORDERS = Number(process.env.BENCH_HISTORY_ORDERS ?? 100_000);
const ORDERS_PER_PHONE = 5;
const HISTORY_PHONES = Math.ceil(HISTORY_ORDERS / ORDERS_PER_PHONE);
const APP_PORT = 5088;
const ORIGIN = `http://127.0.0.1:${APP_PORT}`;
const RESTAURANT_ID = 1;

// Far above any real client: the benchmark comes from one address and must not be rate limited.
const UNLIMITED = { ORDER_RATE_LIMIT: '1000000', PHONE_LOOKUP_RATE_LIMIT: '100000' };

interface Prepared {
  history: HistoryCounts;
  seedSeconds: number;
  plan: LookupPlan;
}

/** Migrates, seeds and writes the history before the server starts (PGlite allows one process only). */
async function prepareDatabase(options: DatabaseOptions): Promise<Prepared> {
  const handle = await openDatabase(options);
  try {
    await runMigrations(handle, { postgresUrl: options.kind === 'postgres' ? options.url : undefined });
    await seedDemoData(handle.db);
    const started = performance.now();
    const history = await insertOrderHistory(handle, { orders: HISTORY_ORDERS, phones: HISTORY_PHONES });
    const seedSeconds = (performance.now() - started) / 1000;
    const plan = await explainPhoneLookup(handle, historyPhone(HISTORY_PHONES - 1));
    return { history, seedSeconds, plan };
  } finally {
    await handle.close();
  }
}

/** A valid cash order for two of the restaurant's first available item, priced as the server prices it. */
async function placementBody(): Promise<Record<string, unknown>> {
  const menu: MenuItemRow[] = await (await fetch(`${ORIGIN}/api/restaurants/${RESTAURANT_ID}/menu`)).json();
  const item = menu.find((entry) => entry.isAvailable);
  if (!item) throw new Error(`Restaurant ${RESTAURANT_ID} has no available item`);
  return { ...orderBody([{ item, quantity: 2 }], { paymentMethod: 'cash' }) };
}

function placementRequests(body: Record<string, unknown>) {
  let placed = 0;
  return () => ({
    path: '/api/orders',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ ...body, customerPhone: placementPhone(placed++) }),
  });
}

function lookupRequests() {
  let phone = 0;
  // A stride coprime with the phone count walks every phone before repeating one.
  return () => {
    phone = (phone + 7_919) % HISTORY_PHONES;
    return { path: `/api/orders/customer/${encodeURIComponent(historyPhone(phone))}` };
  };
}

/** Fails the run early when the routes do not answer as the benchmark assumes. */
async function checkRoutes(body: Record<string, unknown>): Promise<void> {
  const lookup = await fetch(`${ORIGIN}${lookupRequests()().path}`);
  const found = (await lookup.json()) as unknown[];
  if (lookup.status !== 200 || found.length !== ORDERS_PER_PHONE) {
    throw new Error(`look-up answered ${lookup.status} with ${found.length} orders, not ${ORDERS_PER_PHONE}`);
  }
  const request = placementRequests(body)();
  const placed = await fetch(`${ORIGIN}${request.path}`, {
    method: 'POST',
    headers: request.headers,
    body: request.body,
  });
  if (placed.status !== 201)
    throw new Error(`placing an order answered ${placed.status}: ${await placed.text()}`);
}

function printPlan(plan: LookupPlan): void {
  console.log(
    `look-up plan (EXPLAIN ANALYZE of the repository's statements, ${plan.orders} orders found): ` +
      `orders_customer_phone_idx ${plan.usesPhoneIndex ? 'used' : 'NOT USED'}`,
  );
  for (const [index, { plan: text }] of plan.plans.entries()) {
    console.log(`  statement ${index + 1}:`);
    for (const line of text.split('\n')) console.log(`    ${line}`);
  }
}

// autocannon reports whole milliseconds: 0 means under one.
const ms = (value: number) => (value < 1 ? '<1 ms' : `${value} ms`);
const ratio = (value: number, base: number) => (base > 0 ? `${(value / base).toFixed(1)}x` : 'n/a');
// The machine is shared and noisy: the load average puts each run's figures in context.
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function benchDatabase(label: string, options: DatabaseOptions, env: Record<string, string>) {
  const prepared = await prepareDatabase(options);
  const { history } = prepared;
  console.log(`\n${label}`);
  console.log(
    `history: ${history.orders.toLocaleString('en-US')} orders, ${history.events.toLocaleString('en-US')} ` +
      `events, ${history.phones.toLocaleString('en-US')} phones (written in ${prepared.seedSeconds.toFixed(1)} s)`,
  );
  printPlan(prepared.plan);
  if (!prepared.plan.usesPhoneIndex)
    throw new Error('The phone look-up does not use orders_customer_phone_idx');

  const app = startProcess(['--import', 'tsx', 'src/server/main.ts'], {
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
    ...UNLIMITED,
    ...env,
  });
  try {
    await waitForUrl(`${ORIGIN}/api/health`);
    const body = await placementBody();
    await checkRoutes(body);

    const health = () =>
      runLoad({
        origin: ORIGIN,
        connections: CONNECTIONS,
        seconds: SECONDS,
        next: () => ({ path: '/api/health' }),
      });
    const lookups = lookupRequests();
    const lookup = () =>
      runLoad({ origin: ORIGIN, connections: CONNECTIONS, seconds: SECONDS, next: lookups });
    const orders = placementRequests(body);
    const place = () =>
      runLoad({ origin: ORIGIN, connections: CONNECTIONS, seconds: SECONDS, method: 'POST', next: orders });

    // Warm-up (JIT, connection pool, caches), not counted.
    for (const next of [() => ({ path: '/api/health' }), lookups]) {
      await runLoad({ origin: ORIGIN, connections: CONNECTIONS, seconds: 1, next });
    }
    await runLoad({ origin: ORIGIN, connections: CONNECTIONS, seconds: 1, method: 'POST', next: orders });

    const runs: Record<'health' | 'lookup' | 'place', LoadRun[]> = { health: [], lookup: [], place: [] };
    for (let round = 0; round < ROUNDS; round++) {
      runs.health.push(await health());
      runs.lookup.push(await lookup());
      runs.place.push(await place());
    }

    const summary = (list: LoadRun[]) => ({
      ok: median(list.map((r) => r.okPerSecond)),
      p50: median(list.map((r) => r.p50Ms)),
      p99: median(list.map((r) => r.p99Ms)),
      each: list.map((r) => r.okPerSecond.toFixed(0)).join(' / '),
    });
    const rows = [
      ['GET /api/health (baseline)', summary(runs.health)],
      ['GET /api/orders/customer/{phone}', summary(runs.lookup)],
      ['POST /api/orders', summary(runs.place)],
    ] as const;
    console.log('route                              2xx/s (median)   per run                 p50      p99');
    for (const [route, s] of rows) {
      console.log(
        `${route.padEnd(34)} ${s.ok.toFixed(0).padStart(14)}   ${s.each.padEnd(22)} ${ms(s.p50).padStart(6)} ${ms(s.p99).padStart(8)}`,
      );
    }
    const [, base] = rows[0];
    const [, look] = rows[1];
    const [, placed] = rows[2];
    console.log(
      `orders/s: ${placed.ok.toFixed(0)} = ${((placed.ok / base.ok) * 100).toFixed(1)}% of the baseline's req/s; ` +
        `look-up p99 ${ms(look.p99)} = ${ratio(look.p99, base.p99)} the baseline's p99 (${ms(base.p99)}), ` +
        `p50 ${ms(look.p50)} = ${ratio(look.p50, base.p50)}`,
    );
    console.log(`load average ${load()}`);
  } finally {
    await stopProcess(app);
  }
}

console.log(
  `Ordering benchmark: ${ROUNDS} rounds of ${SECONDS} s per route, ${CONNECTIONS} connections, medians; ` +
    `${HISTORY_ORDERS.toLocaleString('en-US')} orders in the history. Load average ${load()}.`,
);
const started = performance.now();

const work = mkdtempSync(join(tmpdir(), 'quickbite-orders-bench-'));
try {
  const dataDir = join(work, 'data');
  await benchDatabase('PGlite (embedded)', { kind: 'pglite', dataDir }, { DATA_DIR: dataDir });
} finally {
  rmSync(work, { recursive: true, force: true });
}

const pgUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (pgUrl !== 'off' && (await postgresAvailable(pgUrl))) {
  await withFreshDatabase(pgUrl, (url) =>
    benchDatabase('PostgreSQL', { kind: 'postgres', url }, { DATABASE_URL: url }),
  );
} else {
  console.log('\nPostgreSQL not reachable: skipped.');
}
console.log(`\nTotal time ${((performance.now() - started) / 1000).toFixed(0)} s. Load average ${load()}.`);
