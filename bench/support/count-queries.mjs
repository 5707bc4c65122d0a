// Preloaded into the server (node --import) for a scratch run only: counts the statements the pg
// driver sends, by text, and writes them to QUERY_COUNT_FILE when the process exits. A statement is
// one round trip to PostgreSQL, which is what an order's latency is made of.
import { writeFileSync } from 'node:fs';
import pg from 'pg';

const counts = new Map();
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(config, ...rest) {
  const text = typeof config === 'string' ? config : (config?.text ?? '');
  const key = text.replace(/\s+/g, ' ').slice(0, 160);
  counts.set(key, (counts.get(key) ?? 0) + 1);
  return original.call(this, config, ...rest);
};
// The bench sends SIGUSR2 once the caches are warm, so start-up and warm-up statements are left out.
process.on('SIGUSR2', () => counts.clear());
process.on('exit', () => {
  if (!process.env.QUERY_COUNT_FILE) return;
  writeFileSync(process.env.QUERY_COUNT_FILE, JSON.stringify(Object.fromEntries(counts), null, 1));
});
