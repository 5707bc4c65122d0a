import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { normalizePhone } from '../../src/domain/schemas/order';
import type { Database, DatabaseHandle } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { createOrdersRepo } from '../../src/server/modules/orders/orders.repo';
import { rawQuery } from './order-history';

// The plans of the phone look-up, for the SQL the repository really sends (captured through a
// Drizzle logger, so the benchmark never checks a hand-copied query that has drifted from the code).

interface CapturedQuery {
  sql: string;
  params: unknown[];
}

function loggingDatabase(handle: DatabaseHandle, captured: CapturedQuery[]): Database {
  const logger = { logQuery: (sql: string, params: unknown[]) => captured.push({ sql, params }) };
  const options = { schema, casing: 'snake_case' as const, logger };
  if (handle.pglite) return drizzlePglite({ client: handle.pglite, ...options }) as unknown as Database;
  if (handle.pool) return drizzlePg({ client: handle.pool, ...options }) as unknown as Database;
  throw new Error('The database handle has neither a PGlite instance nor a pool');
}

export interface LookupPlan {
  /** How many orders the look-up returned. */
  orders: number;
  /** EXPLAIN ANALYZE of each statement the look-up ran, in order. */
  plans: { sql: string; plan: string }[];
  usesPhoneIndex: boolean;
}

export async function explainPhoneLookup(handle: DatabaseHandle, phone: string): Promise<LookupPlan> {
  const captured: CapturedQuery[] = [];
  const { rows } = await createOrdersRepo(loggingDatabase(handle, captured)).customerOrdersByPhone(
    normalizePhone(phone),
  );
  const plans = [];
  for (const query of captured) {
    const lines = await rawQuery<{ 'QUERY PLAN': string }>(
      handle,
      `explain (analyze, costs off) ${query.sql}`,
      query.params,
    );
    plans.push({ sql: query.sql, plan: lines.map((line) => line['QUERY PLAN']).join('\n') });
  }
  return {
    orders: rows.length,
    plans,
    usesPhoneIndex: plans.some(({ plan }) => plan.includes('orders_customer_phone_idx')),
  };
}
