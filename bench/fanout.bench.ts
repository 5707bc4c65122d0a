// `npm run bench:fanout`: how fast a new order reaches the admins watching live. BENCH_SOCKETS admin
// sockets (default 2,000) are connected to the real server's /ws, started as `npm start` starts it
// (default settings; the per-address socket cap raised through WS_MAX_SOCKETS_PER_ADDRESS), all signed
// in as the demo admin with one session cookie and bound by app_connect. Orders are then placed one at
// a time, BENCH_ORDER_RATE per second (default 4), BENCH_ORDERS per round (default 20); for each order
// and each socket the latency is from the POST's start to that socket receiving its order_created.
// Baseline in the same run: a bare `ws` server holding as many sockets that, on an HTTP POST, sends a
// message of the same size (a real order_created with another id) to all of them, measured the same
// way. Rounds alternate; per round p50/p99 over sockets x orders, then the median of per-round p99
// ratios. Sockets live in BENCH_CLIENT_PROCESSES child processes per server (default 2).
// Runs on the embedded database (the default start), then on PostgreSQL, where every event goes out
// through pg_notify and comes back through LISTEN before the hub sends it, as it does between
// several instances. Environment also: BENCH_ROUNDS (default 3), BENCH_POSTGRES_URL (default the
// local server; "off" to skip), BENCH_PGLITE=off to skip the embedded database, BENCH_SKIP_BUILD=1.
import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { menuFromServer, orderBody } from '../tests/support/orders';
import { buildForBench, startAppServer } from './support/app-server';
import { median } from './support/measure';
import { placementPhone } from './support/order-history';
import { postgresAvailable, withFreshDatabase } from './support/postgres';
import { startProcess, stopProcess, waitForUrl } from './support/processes';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 20);
const RATE = Number(process.env.BENCH_ORDER_RATE ?? 4);
const PROCESSES = Number(process.env.BENCH_CLIENT_PROCESSES ?? 2);
const APP_PORT = 5094;
const BARE_PORT = 5095;
const APP = `http://127.0.0.1:${APP_PORT}`;
const BARE = `http://127.0.0.1:${BARE_PORT}`;
// The README's demo admin.
const DEMO_ADMIN = { email: 'admin@demo.quickbite.app', password: 'admin-demo-2026' };

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Client {
  child: ChildProcess;
  sockets: number;
}

function ask<T>(child: ChildProcess, message: object): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (answer: T & { error?: string }) => {
      if (answer.error) return reject(new Error(answer.error));
      child.off('message', onMessage);
      resolve(answer);
    };
    child.on('message', onMessage);
    child.send(message);
  });
}

async function connectClients(url: string, cookie?: string): Promise<Client[]> {
  const clients: Client[] = [];
  for (let i = 0; i < PROCESSES; i++) {
    const sockets = Math.floor(SOCKETS / PROCESSES) + (i < SOCKETS % PROCESSES ? 1 : 0);
    const child = fork('bench/support/fanout-clients.mjs', [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    await ask(child, { connect: { url, count: sockets, cookie } });
    clients.push({ child, sockets });
  }
  return clients;
}

/** Latencies (ms) from each trigger's start to every socket's arrival, and deliveries missing. */
async function collect(clients: Client[], started: Map<number, number>) {
  const latencies: number[] = [];
  let missing = 0;
  for (const { child, sockets } of clients) {
    const answer = await ask<{ receipts: [number, number][]; missing: number }>(child, {
      receipts: [...started.keys()],
      perId: sockets,
    });
    missing += answer.missing;
    for (const [id, at] of answer.receipts) latencies.push(at - started.get(id)!);
  }
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), max: latencies.at(-1) ?? 0, count: latencies.length, missing };
}

/** Fires `ORDERS` triggers at `RATE` per second; each returns the id its message will carry. */
async function round(clients: Client[], trigger: () => Promise<number>) {
  const started = new Map<number, number>();
  const postMs: number[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const tick = now();
    const id = await trigger();
    started.set(id, tick);
    postMs.push(now() - tick);
    await sleep(Math.max(0, 1000 / RATE - (now() - tick)));
  }
  await sleep(1000); // the last messages land
  return { ...(await collect(clients, started)), post: median(postMs) };
}

/** The bench against one database: `databaseEnv` is DATA_DIR (embedded) or DATABASE_URL. */
async function benchDatabase(database: string, databaseEnv: Record<string, string>) {
  console.log(`\n== ${database}`);
  const app = startAppServer({
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    ...databaseEnv,
    SEED_DEMO: 'true',
    ORDER_RATE_LIMIT: '1000000',
    WS_MAX_SOCKETS_PER_ADDRESS: String(SOCKETS + 100),
  });
  const bare = startProcess(['bench/support/bare-ws-server.mjs', String(BARE_PORT)]);
  const clients: Client[] = [];
  try {
    await waitForUrl(`${APP}/api/health`);
    const login = await fetch(`${APP}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ADMIN),
    });
    if (login.status !== 200) throw new Error(`demo admin sign-in answered ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    const menu = await menuFromServer(APP, 1);
    const item = menu.find((entry) => entry.isAvailable);
    if (!item) throw new Error('Restaurant 1 has no available item');
    const body = orderBody([{ item, quantity: 2 }], { paymentMethod: 'cash' });
    let placed = 0;
    let lastOrder = { id: 1, restaurantId: 1, customerName: '', total: '0.00' };
    const placeOrder = async () => {
      const res = await fetch(`${APP}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({ ...body, customerPhone: placementPhone(placed++) }),
      });
      if (res.status !== 201) throw new Error(`order answered ${res.status}: ${await res.text()}`);
      lastOrder = (await res.json()) as typeof lastOrder;
      return lastOrder.id;
    };

    const started = now();
    clients.push(...(await connectClients(`ws://127.0.0.1:${APP_PORT}/ws`, cookie)));
    const appClients = [...clients];
    console.log(`${SOCKETS} admin sockets on the app in ${((now() - started) / 1000).toFixed(1)} s`);
    await waitForUrl(`${BARE}/`, 5_000).catch(() => {}); // 404 is fine: only up matters
    const bareClients = await connectClients(`ws://127.0.0.1:${BARE_PORT}/ws`);
    clients.push(...bareClients);
    await sleep(1000); // every app_connect handled (one session look-up each)

    // The app's own message for one order: the baseline broadcasts one of the same size.
    const warm = await round(appClients, placeOrder);
    if (warm.missing > 0) throw new Error(`${warm.missing} order_created deliveries missing in the warm-up`);
    // Ids of as many digits as the app's, so the message is the same size.
    let bareId = lastOrder.id;
    const { restaurantId, customerName, total } = lastOrder;
    const sampleMessage = (id: number) =>
      JSON.stringify({ type: 'order_created', data: { id, restaurantId, customerName, total, seq: 1 } });
    const broadcast = async () => {
      const id = bareId++;
      const res = await fetch(`${BARE}/broadcast`, { method: 'POST', body: sampleMessage(id) });
      if (res.status !== 204) throw new Error(`bare broadcast answered ${res.status}`);
      return id;
    };
    await round(bareClients, broadcast);

    console.log(
      `Fan-out benchmark: ${SOCKETS} sockets, ${ROUNDS} alternating rounds of ${ORDERS} orders at ${RATE}/s, ` +
        `LOG_LEVEL=${process.env.LOG_LEVEL ?? 'info (default)'}; latency from the POST's start to each socket's ` +
        `order_created; load average ${loadavg()[0]!.toFixed(1)}`,
    );
    console.log(
      'round   app p50   app p99   app max  app POST   bare p50  bare p99  bare max  bare POST   p99 ratio',
    );
    const ratios: number[] = [];
    const f = (v: number) => `${v.toFixed(1)} ms`.padStart(9);
    for (let r = 0; r < ROUNDS; r++) {
      const a = await round(appClients, placeOrder);
      const b = await round(bareClients, broadcast);
      if (a.missing > 0 || b.missing > 0)
        throw new Error(`deliveries missing: app ${a.missing}, bare ${b.missing}`);
      ratios.push(a.p99 / b.p99);
      console.log(
        `${String(r + 1).padStart(5)} ${f(a.p50)} ${f(a.p99)} ${f(a.max)} ${f(a.post)}  ${f(b.p50)} ${f(b.p99)} ${f(b.max)} ${f(b.post)}   ${(a.p99 / b.p99).toFixed(2).padStart(8)}x`,
      );
    }
    console.log(`median of per-round p99 ratios (app / bare ws): ${median(ratios).toFixed(2)}x`);
  } finally {
    for (const { child } of clients) child.send({ close: true });
    await stopProcess(bare);
    await stopProcess(app);
  }
}

buildForBench();
if (process.env.BENCH_PGLITE !== 'off') {
  const work = mkdtempSync(join(tmpdir(), 'quickbite-fanout-'));
  try {
    await benchDatabase('PGlite (embedded)', { DATA_DIR: join(work, 'data') });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
const pgUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (pgUrl !== 'off' && (await postgresAvailable(pgUrl))) {
  await withFreshDatabase(pgUrl, (url) => benchDatabase('PostgreSQL', { DATABASE_URL: url }));
} else {
  console.log('\nPostgreSQL not reachable: skipped.');
}
