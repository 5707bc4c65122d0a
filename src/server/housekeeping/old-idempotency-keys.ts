import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { deleteInBatches } from './batches';

// An Idempotency-Key protects the retries of one checkout (decision 0009); a day later no client
// is still retrying it, and the order it points to stays.

export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export async function removeOldIdempotencyKeys(db: DbOrTx, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  return deleteInBatches(async (size) => {
    const batch = db
      .select({ scope: idempotencyKeys.scope, key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, cutoff))
      .limit(size);
    const deleted = await db
      .delete(idempotencyKeys)
      .where(sql`(${idempotencyKeys.scope}, ${idempotencyKeys.key}) in (${batch})`)
      .returning({ key: idempotencyKeys.key });
    return deleted.length;
  });
}
