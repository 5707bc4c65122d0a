import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { drivers, restaurants } from '../db/schema';
import type { CatalogueCache } from '../modules/catalogue/catalogue.cache';
import type { HubEvent } from './hub';
import type { SocketRegistry } from './socket-registry';

// Turns hub events (ids only) into the live messages of SPEC section 7 for this instance's sockets.

export function createNotifier(deps: {
  db: Database;
  registry: SocketRegistry;
  catalogueCache: CatalogueCache;
}) {
  const { db, registry, catalogueCache } = deps;

  return async function onHubEvent(event: HubEvent): Promise<void> {
    switch (event.kind) {
      case 'catalogue_changed':
        catalogueCache.invalidate();
        return;
      case 'restaurant_approval': {
        catalogueCache.invalidate();
        if (!event.approved) {
          registry.closeSubject(
            { subjectType: 'restaurant', subjectId: event.restaurantId },
            'Access revoked',
          );
          return;
        }
        const [row] = await db
          .select({ name: restaurants.name })
          .from(restaurants)
          .where(eq(restaurants.id, event.restaurantId));
        if (row) registry.toAdmins({ type: 'restaurant_approved', data: { name: row.name } });
        return;
      }
      case 'driver_approval': {
        if (!event.approved) {
          registry.closeSubject({ subjectType: 'driver', subjectId: event.driverId }, 'Access revoked');
          return;
        }
        const [row] = await db
          .select({ name: drivers.name })
          .from(drivers)
          .where(eq(drivers.id, event.driverId));
        if (row) registry.toAdmins({ type: 'driver_approved', data: { name: row.name } });
        return;
      }
    }
  };
}
