import type { SessionUser } from '#domain/accounts/responses.ts';
import type { PartnerRole } from '#domain/accounts/roles.ts';
import type { SessionStore } from '#server/auth/session-store.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import type { CatalogueCache } from '#server/http/catalogue-cache.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';
import type { AdminPartner, ApprovalsRepo } from './approvals.repo';

// Approve or revoke a partner (SPEC section 4: Pending <-> Approved, at any time). In one
// transaction: the flag, the audit entry and, on revocation, the end of the partner's sessions.
// After commit: the catalogue cache is dropped (restaurants) and the hub tells every instance.

export interface ApprovalDependencies {
  db: Database;
  repo: ApprovalsRepo;
  sessions: SessionStore;
  hub: RealtimeHub;
  catalogueCache: CatalogueCache;
}

const NOT_FOUND = { restaurant: 'Restaurant not found', driver: 'Driver not found' } as const;

export async function setApproval<R extends PartnerRole>(
  deps: ApprovalDependencies,
  admin: SessionUser,
  role: R,
  id: number,
  isApproved: boolean,
): Promise<AdminPartner<R>> {
  const partner = await deps.db.transaction(async (tx) => {
    const row = await deps.repo.setApproval(role, id, isApproved, tx);
    if (!row) throw AppError.notFound(NOT_FOUND[role]);
    await deps.repo.recordAudit(
      {
        actorId: admin.id,
        actorName: admin.name,
        action: `${role}.${isApproved ? 'approved' : 'revoked'}`,
        targetType: role,
        targetId: row.id,
        targetName: row.name,
      },
      tx,
    );
    if (!isApproved) await deps.sessions.deleteAllFor({ subjectType: role, subjectId: row.id }, tx);
    return row;
  });
  if (role === 'restaurant') {
    deps.catalogueCache.invalidate();
    await deps.hub.publish({ kind: 'restaurant_approval', restaurantId: id, approved: isApproved });
  } else {
    await deps.hub.publish({ kind: 'driver_approval', driverId: id, approved: isApproved });
  }
  return partner;
}
