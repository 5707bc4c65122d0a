import { and, desc, lt, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { orders } from '#server/db/schema.ts';

// One keyset page of an order list (the restaurant board, the driver's deliveries, the admin desk):
// newest first, so a page is the orders older than the previous page's last (`before`).

/**
 * The orders every filter keeps (undefined: no filter), older than `before` if given, newest first,
 * at most `limit`. `select` is the list's own columns and joins, built with `$dynamic()`.
 */
export function newestOrdersPage<Query extends PgSelect>(
  select: (where: SQL | undefined) => Query,
  filters: Array<SQL | undefined>,
  page: { before?: number; limit: number },
) {
  return select(and(...filters, page.before === undefined ? undefined : lt(orders.id, page.before)))
    .orderBy(desc(orders.id))
    .limit(page.limit);
}
