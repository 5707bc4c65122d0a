import type { DatabaseHandle } from '#server/db/client.ts';
import { openDatabase } from '#server/db/client.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { seedDemoData } from '#server/demo-seed/seed.ts';
import { type HistoryCounts, insertOrderHistory } from './order-history';

// A PostgreSQL database as a busy marketplace's would be after a while: the schema, the demo data and
// `orders` orders (default 1,000,000, 5 per phone) with their timeline events, written straight into
// the tables in batches of 100,000 orders (insertOrderHistory), then analysed.
// Usage on its own: npx tsx bench/support/seed-million.ts <postgres url> [orders]

export const ORDERS_PER_PHONE = 5;

export interface SeededHistory {
  history: HistoryCounts;
  phones: number;
  seconds: number;
}

export async function seedHistory(
  url: string,
  orders: number,
  options: { spacingSeconds?: number } = {},
): Promise<SeededHistory> {
  const handle: DatabaseHandle = await openDatabase({ kind: 'postgres', url });
  try {
    await runMigrations(handle, { postgresUrl: url });
    await seedDemoData(handle.db);
    const phones = Math.ceil(orders / ORDERS_PER_PHONE);
    const started = performance.now();
    const history = await insertOrderHistory(handle, { orders, phones, ...options });
    return { history, phones, seconds: (performance.now() - started) / 1000 };
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, orders] = process.argv.slice(2);
  if (!url) throw new Error('usage: seed-million.ts <postgres url> [orders]');
  const seeded = await seedHistory(url, Number(orders ?? 1_000_000));
  console.log(
    `${seeded.history.orders} orders, ${seeded.history.events} events, ${seeded.history.phones} phones in ${seeded.seconds.toFixed(1)} s`,
  );
}
