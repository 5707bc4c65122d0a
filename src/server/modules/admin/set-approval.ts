import type { AdminDriver, AdminRestaurant, SessionUser } from '../../../domain/accounts';
import type { SessionStore } from '../../auth/session-store';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { RealtimeHub } from '../../realtime/hub';
import type { CatalogueCache } from '../catalogue/catalogue.cache';
import type { AdminRepo } from './admin.repo';

// Approve or revoke a partner (SPEC section 4: Pending <-> Approved, at any time). In one
// transaction: the flag, the audit entry and, on revocation, the end of the partner's sessions.
// After commit: the catalogue cache is dropped and the hub tells every instance.

export interface ApprovalDependencies {
  db: Database;
  repo: AdminRepo;
  sessions: SessionStore;
  hub: RealtimeHub;
  catalogueCache: CatalogueCache;
}

export async function setRestaurantApproval(
  deps: ApprovalDependencies,
  admin: SessionUser,
  restaurantId: number,
  isApproved: boolean,
): Promise<AdminRestaurant> {
  const restaurant = await deps.db.transaction(async (tx) => {
    const row = await deps.repo.setRestaurantApproval(tx, restaurantId, isApproved);
    if (!row) throw AppError.notFound('Restaurant not found');
    await deps.repo.recordAudit(tx, {
      actorId: admin.id,
      actorName: admin.name,
      action: isApproved ? 'restaurant.approved' : 'restaurant.revoked',
      targetType: 'restaurant',
      targetId: row.id,
      targetName: row.name,
    });
    if (!isApproved) await deps.sessions.deleteAllFor({ subjectType: 'restaurant', subjectId: row.id }, tx);
    return row;
  });
  deps.catalogueCache.invalidate();
  await deps.hub.publish({ kind: 'restaurant_approval', restaurantId, approved: isApproved });
  return restaurant;
}

export async function setDriverApproval(
  deps: ApprovalDependencies,
  admin: SessionUser,
  driverId: number,
  isApproved: boolean,
): Promise<AdminDriver> {
  const driver = await deps.db.transaction(async (tx) => {
    const row = await deps.repo.setDriverApproval(tx, driverId, isApproved);
    if (!row) throw AppError.notFound('Driver not found');
    await deps.repo.recordAudit(tx, {
      actorId: admin.id,
      actorName: admin.name,
      action: isApproved ? 'driver.approved' : 'driver.revoked',
      targetType: 'driver',
      targetId: row.id,
      targetName: row.name,
    });
    if (!isApproved) await deps.sessions.deleteAllFor({ subjectType: 'driver', subjectId: row.id }, tx);
    return row;
  });
  await deps.hub.publish({ kind: 'driver_approval', driverId, approved: isApproved });
  return driver;
}
