import type { SessionUser } from '#domain/accounts/responses.ts';
import type { PartnerRole } from '#domain/accounts/roles.ts';
import { findCountryByCode } from '#domain/countries/country-list.ts';
import {
  NO_RATE_CARD,
  setRateCardFirst,
  UNKNOWN_COUNTRY,
  unknownCountryMessage,
} from '#domain/rate-cards/rules.ts';
import type { SessionStore } from '#server/auth/session-store.ts';
import type { Database, DbOrTx } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import type { CatalogueCache } from '#server/http/catalogue-cache.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';
import { countryCodeOf } from '../order-lifecycle/order-rate-card';
import type { RateCardsRepo } from '../order-lifecycle/rate-cards.repo';
import type { AdminPartner, ApprovalsRepo } from './approvals.repo';

/**
 * Approval needs the partner's country to be one of the catalogue (a free-text "Other" is refused
 * until someone sets it: 409 unknown_country) with a rate card (409 no_rate_card): otherwise
 * nobody could say how its orders are paid. Read in the approving transaction.
 */
async function assertPayableCountry(
  deps: ApprovalDependencies,
  role: PartnerRole,
  id: number,
  tx: DbOrTx,
): Promise<void> {
  const stored = await deps.repo.partnerCountry(role, id, tx);
  if (stored === undefined) throw AppError.notFound(NOT_FOUND[role]);
  const code = countryCodeOf(stored);
  const country = code === null ? undefined : findCountryByCode(code);
  if (!country) throw new AppError(409, UNKNOWN_COUNTRY, unknownCountryMessage(stored ?? ''));
  if (!(await deps.rateCards.findRateCard(country.code, tx))) {
    throw new AppError(409, NO_RATE_CARD, setRateCardFirst(country.name));
  }
}

// Approve or revoke a partner (SPEC section 4: Pending <-> Approved, at any time). In one
// transaction: the flag, the audit entry and, on revocation, the end of the partner's sessions.
// After commit: the catalogue cache is dropped (restaurants) and the hub tells every instance.

export interface ApprovalDependencies {
  db: Database;
  repo: ApprovalsRepo;
  /** A partner is paid by its country's card: none, no approval. */
  rateCards: Pick<RateCardsRepo, 'findRateCard'>;
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
    if (isApproved) await assertPayableCountry(deps, role, id, tx);
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
