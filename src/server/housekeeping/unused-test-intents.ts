import { and, eq, inArray, lt, ne, notExists } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { orders, testPaymentIntents } from '../db/schema';
import { deleteInBatches } from './batches';

// Test-mode payment intents (decision 0009) that no order used: every checkout that was abandoned
// or refused leaves one. An intent an order used stays with it, as its record of payment. One still
// holding an authorisation is left to the release (which runs first in a round and cancels it).

export const TEST_INTENT_TTL_MS = 24 * 60 * 60 * 1000;

export async function removeUnusedTestIntents(db: DbOrTx, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - TEST_INTENT_TTL_MS);
  return deleteInBatches(async (size) => {
    const batch = db
      .select({ id: testPaymentIntents.id })
      .from(testPaymentIntents)
      .where(
        and(
          lt(testPaymentIntents.createdAt, cutoff),
          ne(testPaymentIntents.status, 'requires_capture'),
          notExists(
            db
              .select({ id: orders.id })
              .from(orders)
              .where(eq(orders.paymentIntentId, testPaymentIntents.id)),
          ),
        ),
      )
      .limit(size);
    const deleted = await db
      .delete(testPaymentIntents)
      .where(inArray(testPaymentIntents.id, batch))
      .returning({ id: testPaymentIntents.id });
    return deleted.length;
  });
}
