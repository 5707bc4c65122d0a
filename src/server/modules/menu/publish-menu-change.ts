import type { Database, DbOrTx } from '#server/db/client.ts';
import type { CatalogueCache } from '#server/http/catalogue-cache.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';

// Every menu write commits with its live event: each instance drops its catalogue cache and the
// sockets on that restaurant's page hear `catalogue_updated`. This instance also drops its own cache
// before answering, so the writer's next read is already fresh.

export interface MenuWriteDependencies {
  db: Database;
  hub: RealtimeHub;
  catalogueCache: CatalogueCache;
}

export async function writeMenuChange<T>(
  deps: MenuWriteDependencies,
  restaurantId: number,
  write: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  const { result, afterCommit } = await deps.db.transaction(async (tx) => {
    const result = await write(tx);
    const afterCommit = await deps.hub.publishInTransaction(tx, { kind: 'catalogue_changed', restaurantId });
    return { result, afterCommit };
  });
  deps.catalogueCache.invalidate();
  afterCommit();
  return result;
}
