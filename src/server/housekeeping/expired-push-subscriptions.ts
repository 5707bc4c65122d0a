import { and, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { orderPushSubscriptions } from '../db/schema';
import { deleteInBatches } from './batches';

// Customers' order subscriptions an hour after their order ended (expires_at, set when it ended).
// An order that ended without its expiry being set (the server stopped between the change and its
// notices) is caught too, an hour after its last change: nothing more is told of an ended order.

export const ENDED_ORDER_GRACE_MS = 60 * 60_000;

export async function removeExpiredPushSubscriptions(db: DbOrTx, now: Date): Promise<number> {
  const endedBefore = new Date(now.getTime() - ENDED_ORDER_GRACE_MS);
  const { orderId, endpoint, expiresAt } = orderPushSubscriptions;
  const expired = or(
    lte(expiresAt, now),
    and(
      isNull(expiresAt),
      sql`exists (select 1 from orders o where o.id = ${orderId}
        and o.status in ('delivered', 'cancelled') and o.updated_at <= ${endedBefore})`,
    ),
  );
  return deleteInBatches(async (size) => {
    const batch = db.select({ orderId, endpoint }).from(orderPushSubscriptions).where(expired).limit(size);
    const deleted = await db
      .delete(orderPushSubscriptions)
      .where(sql`(${orderId}, ${endpoint}) in (${batch})`)
      .returning({ orderId });
    return deleted.length;
  });
}
