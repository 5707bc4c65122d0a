import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { PARTNER_ROLES, type PartnerRole } from '#domain/accounts/roles.ts';
import type { AdminDriver, AdminRestaurant, AuditEntry } from '#domain/partners/responses.ts';
import { AUDIT_ACTIONS, type AuditAction, last4 } from '#domain/partners/rules.ts';
import { driverAccountColumns, restaurantAccountColumns } from '#server/db/account-columns.ts';
import type { Database, DbOrTx } from '#server/db/client.ts';
import { auditLog, drivers, restaurants } from '#server/db/schema.ts';

// What the admin panel reads. Column lists are explicit: no password hash, tax id or full bank
// number is ever selected, only the last 4 digits of the account number (DESIGN section 5).

export const AUDIT_LOG_LIMIT = 50;

const restaurantColumns = {
  ...restaurantAccountColumns,
  ownerName: restaurants.ownerName,
  businessType: restaurants.businessType,
  rating: restaurants.rating,
  ratingCount: restaurants.ratingCount,
  bankName: restaurants.bankName,
  bankAccountNumber: restaurants.bankAccountNumber,
  isApproved: restaurants.isApproved,
};

const driverColumns = {
  ...driverAccountColumns,
  isApproved: drivers.isApproved,
  bankName: drivers.bankName,
  accountNumber: drivers.accountNumber,
};

type RestaurantRow = {
  [K in keyof typeof restaurantColumns]: (typeof restaurantColumns)[K]['_']['data'] | null;
};
type DriverRow = { [K in keyof typeof driverColumns]: (typeof driverColumns)[K]['_']['data'] | null };

/** A restaurant or a driver as the admin's lists show it. */
export type AdminPartner<R extends PartnerRole> = R extends 'restaurant' ? AdminRestaurant : AdminDriver;

export function toAdminRestaurant(row: RestaurantRow): AdminRestaurant {
  const { bankAccountNumber, createdAt, ...rest } = row;
  return {
    ...(rest as Omit<AdminRestaurant, 'bankAccountLast4' | 'createdAt'>),
    email: row.email ?? '',
    phone: row.phone ?? '',
    bankAccountLast4: last4(bankAccountNumber),
    createdAt: (createdAt as Date).toISOString(),
  };
}

export function toAdminDriver(row: DriverRow): AdminDriver {
  const { accountNumber, createdAt, ...rest } = row;
  return {
    ...(rest as Omit<AdminDriver, 'bankAccountLast4' | 'createdAt'>),
    bankAccountLast4: last4(accountNumber),
    createdAt: (createdAt as Date).toISOString(),
  };
}

export function createApprovalsRepo(db: Database) {
  return {
    async listRestaurants(): Promise<AdminRestaurant[]> {
      const rows = await db.select(restaurantColumns).from(restaurants).orderBy(asc(restaurants.id));
      return rows.map(toAdminRestaurant);
    },
    async listDrivers(): Promise<AdminDriver[]> {
      const rows = await db.select(driverColumns).from(drivers).orderBy(asc(drivers.id));
      return rows.map(toAdminDriver);
    },
    /** Sets a partner's approval flag; null when there is no such partner. */
    async setApproval<R extends PartnerRole>(
      role: R,
      id: number,
      isApproved: boolean,
      tx: DbOrTx = db,
    ): Promise<AdminPartner<R> | null> {
      if (role === 'restaurant') {
        const [row] = await tx
          .update(restaurants)
          .set({ isApproved })
          .where(eq(restaurants.id, id))
          .returning(restaurantColumns);
        return row ? (toAdminRestaurant(row) as AdminPartner<R>) : null;
      }
      const [row] = await tx
        .update(drivers)
        .set({ isApproved })
        .where(eq(drivers.id, id))
        .returning(driverColumns);
      return row ? (toAdminDriver(row) as AdminPartner<R>) : null;
    },
    /** The partner's country as stored; undefined when there is no such partner. */
    async partnerCountry(role: PartnerRole, id: number, tx: DbOrTx = db): Promise<string | null | undefined> {
      const table = role === 'restaurant' ? restaurants : drivers;
      const [row] = await tx.select({ country: table.country }).from(table).where(eq(table.id, id));
      return row === undefined ? undefined : row.country;
    },

    async recordAudit(
      entry: {
        actorId: number;
        actorName: string;
        action: AuditAction;
        targetType: PartnerRole;
        targetId: number;
        targetName: string;
      },
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx.insert(auditLog).values({
        actorType: 'admin',
        actorId: entry.actorId,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        details: { actorName: entry.actorName, targetName: entry.targetName },
      });
    },
    async listAudit(): Promise<AuditEntry[]> {
      const rows = await db
        .select()
        .from(auditLog)
        // The partners' trail: rate card changes are audited in the same log under their own type,
        // and the system's pauses of restaurants under their own action.
        .where(
          and(inArray(auditLog.targetType, [...PARTNER_ROLES]), inArray(auditLog.action, [...AUDIT_ACTIONS])),
        )
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(AUDIT_LOG_LIMIT);
      return rows.map((row) => {
        const details = (row.details ?? {}) as { actorName?: string; targetName?: string };
        return {
          id: row.id,
          action: row.action as AuditAction,
          actorId: row.actorId,
          actorName: details.actorName ?? null,
          targetType: row.targetType as 'restaurant' | 'driver',
          targetId: row.targetId ?? 0,
          targetName: details.targetName ?? null,
          createdAt: row.createdAt.toISOString(),
        };
      });
    },
  };
}

export type ApprovalsRepo = ReturnType<typeof createApprovalsRepo>;
