// `npm run bench:lookup`: the phone look-up with a large order history, on PostgreSQL. A fresh
// database gets the demo data and BENCH_HISTORY_ORDERS orders (default 1,000,000; 5 per phone) with
// their timeline events, written straight into the tables (bench/support/seed-million.ts; the time it
// takes is printed). The EXPLAIN ANALYZE of the look-up's SQL is printed first and the run stops
// unless orders_customer_phone_idx is used. Then the real server (started as `npm start` starts it,
// default settings, PHONE_LOOKUP_RATE_LIMIT raised) is driven by autocannon with
// GET /api/orders/customer/{phone} over all the history's phones at 1 connection (one customer at
// a time: the look-up's own latency, nothing queued behind it), at 10 and at 50, alternating with
// GET /api/health (the baseline: one trivial query) at the same connection count.
// Prints per-round p50/p99 and medians. Environment: BENCH_ROUNDS (default 3), BENCH_SECONDS (default
// 10), BENCH_HISTORY_ORDERS, BENCH_POSTGRES_URL (default the local server), BENCH_SKIP_BUILD=1.
import { openDatabase } from '#server/db/client.ts';
import { buildForBench, startAppServer } from './support/app-server';
import { type LoadRun, runLoad } from './support/load';
import { explainPhoneLookup } from './support/lookup-plan';
import { median } from './support/measure';
import { historyPhone } from './support/order-history';
import { postgresAvailable, withFreshDatabase } from './support/postgres';
import { stopProcess, waitForUrl } from './support/processes';
import { seedHistory } from './support/seed-million';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const HISTORY_ORDERS = Number(process.env.BENCH_HISTORY_ORDERS ?? 1_000_000);
const CONNECTIONS = [1, 10, 50];
const PORT = 5096;
const ORIGIN = `http://127.0.0.1:${PORT}`;

async function bench(url: string): Promise<void> {
  const seeded = await seedHistory(url, HISTORY_ORDERS);
  const { history } = seeded;
  console.log(
    `history: ${history.orders.toLocaleString('en-US')} orders, ${history.events.toLocaleString('en-US')} events, ` +
      `${history.phones.toLocaleString('en-US')} phones, written and analysed in ${seeded.seconds.toFixed(1)} s`,
  );
  const handle = await openDatabase({ kind: 'postgres', url });
  try {
    const plan = await explainPhoneLookup(handle, historyPhone(seeded.phones - 1));
    console.log(
      `look-up plan (EXPLAIN ANALYZE, ${plan.orders} orders found): orders_customer_phone_idx ${plan.usesPhoneIndex ? 'used' : 'NOT USED'}`,
    );
    for (const [index, { plan: text }] of plan.plans.entries()) {
      console.log(`  statement ${index + 1}:`);
      for (const line of text.split('\n')) console.log(`    ${line}`);
    }
    if (!plan.usesPhoneIndex) throw new Error('The phone look-up does not use orders_customer_phone_idx');
  } finally {
    await handle.close();
  }

  const app = startAppServer({
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: url,
    PHONE_LOOKUP_RATE_LIMIT: '1000000',
  });
  try {
    await waitForUrl(`${ORIGIN}/api/health`);
    let phone = 0;
    // A stride coprime with the phone count walks every phone before repeating one.
    const lookups = () => {
      phone = (phone + 7_919) % seeded.phones;
      return { path: `/api/orders/customer/${encodeURIComponent(historyPhone(phone))}` };
    };
    const health = () => ({ path: '/api/health' });
    for (const connections of CONNECTIONS) {
      await runLoad({ origin: ORIGIN, connections, seconds: 2, next: health }); // warm-up
      await runLoad({ origin: ORIGIN, connections, seconds: 2, next: lookups });
      const runs: { health: LoadRun[]; lookup: LoadRun[] } = { health: [], lookup: [] };
      for (let round = 0; round < ROUNDS; round++) {
        runs.health.push(await runLoad({ origin: ORIGIN, connections, seconds: SECONDS, next: health }));
        runs.lookup.push(await runLoad({ origin: ORIGIN, connections, seconds: SECONDS, next: lookups }));
      }
      const show = (name: string, list: LoadRun[]) =>
        console.log(
          `${name.padEnd(34)} ${String(connections).padStart(5)} ${median(list.map((r) => r.okPerSecond))
            .toFixed(0)
            .padStart(8)}   ` +
            `p50 ${list.map((r) => r.p50Ms).join('/')} (${median(list.map((r) => r.p50Ms))} ms)   ` +
            `p99 ${list.map((r) => r.p99Ms).join('/')} (${median(list.map((r) => r.p99Ms))} ms)`,
        );
      show('GET /api/health (baseline)', runs.health);
      show('GET /api/orders/customer/{phone}', runs.lookup);
      const ratios = runs.lookup.map((r, i) => r.p99Ms / Math.max(runs.health[i]!.p99Ms, 1));
      console.log(
        `  look-up p99 / health p99 per round: ${ratios.map((r) => r.toFixed(1)).join(' / ')} -> median ${median(ratios).toFixed(1)}x`,
      );
    }
  } finally {
    await stopProcess(app);
  }
}

console.log(
  `Phone look-up benchmark: ${HISTORY_ORDERS.toLocaleString('en-US')} orders, ${ROUNDS} alternating rounds of ` +
    `${SECONDS} s at ${CONNECTIONS.slice(0, -1).join(', ')} and ${CONNECTIONS.at(-1)} connections, LOG_LEVEL=${process.env.LOG_LEVEL ?? 'info (default)'}; ` +
    'route, connections, 2xx/s (median), p50 and p99 per round (median)',
);
buildForBench();
const pgUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (!(await postgresAvailable(pgUrl))) throw new Error(`PostgreSQL is not reachable at ${pgUrl}`);
await withFreshDatabase(pgUrl, bench);
