// `npm run bench:orders`: ordering on the real server, started as `npm start` starts it (production
// build, default settings: request logging at info), on PGlite and (when reachable) on PostgreSQL, each
// on a fresh database with the demo seed plus an order history written straight into the tables
// (100,000 orders: 20,000 phones x 5, with their timeline events).
// - Order placement: POST /api/orders with valid cash orders for restaurant 1 (priced from its menu,
//   a fresh Idempotency-Key and phone per request), 201s per second and p99, BENCH_CONNECTIONS clients.
// - Phone look-up: GET /api/orders/customer/{phone} over all the history's phones, p50/p99, at 10 and
//   at BENCH_CONNECTIONS connections.
// Baselines, measured alternately in the same rounds: on PostgreSQL `pgbench -N` with the same client
// count on a throw-away pgbench database (scale 10) on the same server; everywhere GET /api/health
// (one trivial query), the cheapest route that reaches the database. Prints per-round ratios and their
// medians, then checks that no order was lost or duplicated (201s against rows and Idempotency-Keys).
// Environment: BENCH_ROUNDS (default 3), BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50),
// BENCH_HISTORY_ORDERS (default 100000), BENCH_POSTGRES_URL (default the local server; "off" to skip),
// BENCH_PGLITE=off to skip the embedded database, BENCH_SKIP_BUILD=1.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseOptions, openDatabase } from '#server/db/client.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { seedDemoData } from '#server/demo-seed/seed.ts';
import { menuFromServer, orderBody } from '../tests/support/orders';
import { buildForBench, startAppServer } from './support/app-server';
import { type LoadRun, runLoad } from './support/load';
import { explainPhoneLookup, type LookupPlan } from './support/lookup-plan';
import { median } from './support/measure';
import {
  type HistoryCounts,
  historyPhone,
  insertOrderHistory,
  placementPhone,
} from './support/order-history';
import { checkPlacedOrders, PlacedOrders } from './support/order-integrity';
import {
  PGBENCH_MISSING,
  type PgbenchRun,
  pgbenchAvailable,
  runPgbench,
  withPgbenchDatabase,
} from './support/pgbench';
import { postgresAvailable, withFreshDatabase } from './support/postgres';
import { stopProcess, waitForUrl } from './support/processes';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LOOKUP_CONNECTIONS = [...new Set([10, CONNECTIONS])];
const PGBENCH_SCALE = 10;
const HISTORY_ORDERS = Number(process.env.BENCH_HISTORY_ORDERS ?? 100_000);
const ORDERS_PER_PHONE = 5;
const HISTORY_PHONES = Math.ceil(HISTORY_ORDERS / ORDERS_PER_PHONE);
const APP_PORT = 5088;
const ORIGIN = `http://127.0.0.1:${APP_PORT}`;
const RESTAURANT_ID = 1;

// Far above any real client: the benchmark comes from one address and must not be rate limited.
const UNLIMITED = { ORDER_RATE_LIMIT: '1000000', PHONE_LOOKUP_RATE_LIMIT: '1000000' };

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
  const menu = await menuFromServer(ORIGIN, RESTAURANT_ID);
  const item = menu.find((entry) => entry.isAvailable);
  if (!item) throw new Error(`Restaurant ${RESTAURANT_ID} has no available item`);
  return { ...orderBody([{ item, quantity: 2 }], { paymentMethod: 'cash' }) };
}

// placementPhone's numbers as orders store them (E.164): "+1647…".
const PLACEMENT_PHONE_PREFIX = '+1647';

function placementRequests(body: Record<string, unknown>) {
  let placed = 0;
  return () => {
    const key = randomUUID();
    return {
      path: '/api/orders',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ ...body, customerPhone: placementPhone(placed++) }),
      tag: key,
    };
  };
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
async function checkRoutes(body: Record<string, unknown>, placedOrders: PlacedOrders): Promise<void> {
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
  const text = await placed.text();
  if (placed.status !== 201) throw new Error(`placing an order answered ${placed.status}: ${text}`);
  placedOrders.record(placed.status, text, request.tag);
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
// The machine is shared and noisy: the load average puts each run's figures in context.
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

type Kind = 'health' | 'place' | `lookup${number}`;

async function benchDatabase(
  label: string,
  options: DatabaseOptions,
  env: Record<string, string>,
  pgbenchUrl?: string,
) {
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

  // SEED_DEMO: on PostgreSQL the server runs in production mode and seeds nothing by itself (the demo
  // data is already there; seeding again adds nothing).
  const app = startAppServer({
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    ...UNLIMITED,
    ...env,
  });
  const placedOrders = new PlacedOrders();
  let measuredRequests = 0;
  try {
    await waitForUrl(`${ORIGIN}/api/health`);
    const body = await placementBody();
    await checkRoutes(body, placedOrders);

    const lookups = lookupRequests();
    const orders = placementRequests(body);
    const onResponse = placedOrders.record.bind(placedOrders);
    const drive = async (kind: Kind, seconds = SECONDS): Promise<LoadRun> => {
      const run =
        kind === 'health'
          ? await runLoad({
              origin: ORIGIN,
              connections: CONNECTIONS,
              seconds,
              next: () => ({ path: '/api/health' }),
            })
          : kind === 'place'
            ? await runLoad({
                origin: ORIGIN,
                connections: CONNECTIONS,
                seconds,
                method: 'POST',
                next: orders,
                onResponse,
                // On the embedded database an order under 50 clients can wait longer than
                // autocannon's 10 s default: that is a latency to report, not a failed request.
                timeoutSeconds: 60,
              })
            : await runLoad({ origin: ORIGIN, connections: Number(kind.slice(6)), seconds, next: lookups });
      measuredRequests += run.requests;
      return run;
    };
    const kinds: Kind[] = ['place', 'health', ...LOOKUP_CONNECTIONS.map((c) => `lookup${c}` as const)];

    // Warm-up (JIT, connection pool, caches), not counted.
    for (const kind of kinds) await drive(kind, 1);
    if (pgbenchUrl) runPgbench(pgbenchUrl, CONNECTIONS, 1);

    const runs = new Map<Kind, LoadRun[]>(kinds.map((kind) => [kind, []]));
    const pgbenchRuns: PgbenchRun[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      if (pgbenchUrl) pgbenchRuns.push(runPgbench(pgbenchUrl, CONNECTIONS, SECONDS));
      for (const kind of kinds) runs.get(kind)!.push(await drive(kind));
    }

    const list = (kind: Kind) => runs.get(kind)!;
    const perRound = (values: number[], digits = 0) => values.map((v) => v.toFixed(digits)).join(' / ');
    console.log(
      `rounds: ${ROUNDS} x ${SECONDS} s, alternating; "per round" lists each round, then the median`,
    );
    console.log(
      'route                                   conns   2xx/s per round (median)          p50      p99 per round (median)',
    );
    const row = (name: string, conns: number, kind: Kind) => {
      const l = list(kind);
      console.log(
        `${name.padEnd(40)}${String(conns).padStart(5)}   ${`${perRound(l.map((r) => r.okPerSecond))} (${median(l.map((r) => r.okPerSecond)).toFixed(0)})`.padEnd(32)} ` +
          `${ms(median(l.map((r) => r.p50Ms))).padStart(6)}   ${perRound(l.map((r) => r.p99Ms))} (${ms(median(l.map((r) => r.p99Ms)))})`,
      );
    };
    if (pgbenchRuns.length > 0) {
      console.log(
        `${'pgbench -N (baseline, tps)'.padEnd(40)}${String(CONNECTIONS).padStart(5)}   ${`${perRound(pgbenchRuns.map((r) => r.tps))} (${median(pgbenchRuns.map((r) => r.tps)).toFixed(0)})`.padEnd(32)} ` +
          `${ms(Number(median(pgbenchRuns.map((r) => r.p50Ms)).toFixed(1))).padStart(6)}   ${perRound(
            pgbenchRuns.map((r) => r.p99Ms),
            1,
          )} (${median(pgbenchRuns.map((r) => r.p99Ms)).toFixed(1)} ms)`,
      );
    }
    row('POST /api/orders', CONNECTIONS, 'place');
    row('GET /api/health (baseline)', CONNECTIONS, 'health');
    for (const c of LOOKUP_CONNECTIONS) row('GET /api/orders/customer/{phone}', c, `lookup${c}`);

    const place = list('place');
    const health = list('health');
    if (pgbenchRuns.length > 0) {
      const ratios = place.map((r, i) => r.okPerSecond / pgbenchRuns[i]!.tps);
      console.log(
        `orders/s / pgbench -N tps (${CONNECTIONS} clients): ${perRound(ratios, 3)} -> median ${median(ratios).toFixed(3)}x`,
      );
    }
    const healthRatios = place.map((r, i) => r.okPerSecond / health[i]!.okPerSecond);
    console.log(
      `orders/s / health req/s: ${perRound(healthRatios, 3)} -> median ${median(healthRatios).toFixed(3)}x`,
    );
    for (const c of LOOKUP_CONNECTIONS) {
      const l = list(`lookup${c}`);
      const p99Ratios = l.map((r, i) => r.p99Ms / Math.max(health[i]!.p99Ms, 1));
      console.log(
        `look-up p99 at ${c} connections / health p99 at ${CONNECTIONS}: ${perRound(p99Ratios, 1)} -> median ${median(p99Ratios).toFixed(1)}x`,
      );
    }
    console.log(`load average ${load()}`);
  } finally {
    await stopProcess(app);
  }
  const log = await app.stdoutTally;
  console.log(
    `server log: ${log.lines.toLocaleString('en-US')} lines, ${(log.bytes / 1e6).toFixed(1)} MB ` +
      `(${measuredRequests.toLocaleString('en-US')} measured requests)`,
  );
  // Each placement run (warm-up included) can leave one answer in flight per connection.
  await checkIntegrity(options, placedOrders, (ROUNDS + 1) * CONNECTIONS);
}

/** Opens the database again once the server has stopped (PGlite allows one process) and checks it. */
async function checkIntegrity(
  options: DatabaseOptions,
  placedOrders: PlacedOrders,
  maxInFlight: number,
): Promise<void> {
  const handle = await openDatabase(options);
  try {
    const report = await checkPlacedOrders(handle, placedOrders, PLACEMENT_PHONE_PREFIX);
    console.log(
      `orders check: ${report.answered.toLocaleString('en-US')} answered 201, ${report.benchOrders.toLocaleString('en-US')} ` +
        `placed by the bench in the table, ${report.lost} lost, ${report.duplicated} duplicated, ` +
        `${report.unanswered} committed while their answer was in flight at the end of a run`,
    );
    if (
      report.lost > 0 ||
      report.duplicated > 0 ||
      report.unanswered < 0 ||
      report.unanswered > maxInFlight
    ) {
      throw new Error('Orders were lost or duplicated');
    }
  } finally {
    await handle.close();
  }
}

console.log(
  `Ordering benchmark: ${ROUNDS} rounds of ${SECONDS} s per route, ${CONNECTIONS} connections, ` +
    `LOG_LEVEL=${process.env.LOG_LEVEL ?? 'info (default)'}, medians of per-round figures; ` +
    `${HISTORY_ORDERS.toLocaleString('en-US')} orders in the history. Load average ${load()}.`,
);
const started = performance.now();
buildForBench();

if (process.env.BENCH_PGLITE !== 'off') {
  const work = mkdtempSync(join(tmpdir(), 'quickbite-orders-bench-'));
  try {
    const dataDir = join(work, 'data');
    await benchDatabase('PGlite (embedded)', { kind: 'pglite', dataDir }, { DATA_DIR: dataDir });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const pgUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (pgUrl !== 'off' && (await postgresAvailable(pgUrl))) {
  const bench = (pgbenchUrl?: string) =>
    withFreshDatabase(pgUrl, (url) =>
      benchDatabase('PostgreSQL', { kind: 'postgres', url }, { DATABASE_URL: url }, pgbenchUrl),
    );
  if (pgbenchAvailable()) {
    await withPgbenchDatabase(pgUrl, PGBENCH_SCALE, (pgbenchUrl) => bench(pgbenchUrl));
  } else {
    console.log(`\n${PGBENCH_MISSING}`);
    await bench();
  }
} else {
  console.log('\nPostgreSQL not reachable: skipped.');
}
console.log(`\nTotal time ${((performance.now() - started) / 1000).toFixed(0)} s. Load average ${load()}.`);
