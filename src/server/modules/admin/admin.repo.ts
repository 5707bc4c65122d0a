import { asc, desc, eq, getTableColumns } from 'drizzle-orm';
import {
  type AdminDriver,
  type AdminRestaurant,
  type AuditAction,
  type AuditEntry,
  last4,
} from '../../../domain/accounts';
import type { Database } from '../../db/client';
import { auditLog, drivers, orders, restaurants } from '../../db/schema';
import type { AdminOrder } from './admin.schemas';

// What the admin panel reads. Column lists are explicit: no password hash, tax id or full bank
// number is ever selected, only the last 4 digits of the account number (DESIGN section 5).

export const AUDIT_LOG_LIMIT = 50;
export const ORDERS_LIST_LIMIT = 500;

const restaurantColumns = {
  id: restaurants.id,
  name: restaurants.name,
  cuisine: restaurants.cuisine,
  email: restaurants.email,
  phone: restaurants.phone,
  city: restaurants.city,
  country: restaurants.country,
  ownerName: restaurants.ownerName,
  businessType: restaurants.businessType,
  bankName: restaurants.bankName,
  bankAccountNumber: restaurants.bankAccountNumber,
  isApproved: restaurants.isApproved,
  createdAt: restaurants.createdAt,
};

const driverColumns = {
  id: drivers.id,
  name: drivers.name,
  email: drivers.email,
  phone: drivers.phone,
  vehicleType: drivers.vehicleType,
  vehicleNumber: drivers.vehicleNumber,
  licenseNumber: drivers.licenseNumber,
  city: drivers.city,
  country: drivers.country,
  isOnline: drivers.isOnline,
  isApproved: drivers.isApproved,
  totalDeliveries: drivers.totalDeliveries,
  rating: drivers.rating,
  bankName: drivers.bankName,
  accountNumber: drivers.accountNumber,
  createdAt: drivers.createdAt,
};

type RestaurantRow = {
  [K in keyof typeof restaurantColumns]: (typeof restaurantColumns)[K]['_']['data'] | null;
};
type DriverRow = { [K in keyof typeof driverColumns]: (typeof driverColumns)[K]['_']['data'] | null };

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

export type DbOrTx = Pick<Database, 'select' | 'update' | 'insert' | 'delete'>;

export function createAdminRepo(db: Database) {
  return {
    /** The newest orders with everything stored about them, for the admin and finance views. */
    async listOrders(): Promise<AdminOrder[]> {
      const { customerPhoneNormalized: _digits, ...columns } = getTableColumns(orders);
      const rows = await db
        .select(columns)
        .from(orders)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(ORDERS_LIST_LIMIT);
      return rows.map((row) => ({
        ...row,
        actualDeliveryTime: row.actualDeliveryTime?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      }));
    },

    async listRestaurants(): Promise<AdminRestaurant[]> {
      const rows = await db.select(restaurantColumns).from(restaurants).orderBy(asc(restaurants.id));
      return rows.map(toAdminRestaurant);
    },
    async listDrivers(): Promise<AdminDriver[]> {
      const rows = await db.select(driverColumns).from(drivers).orderBy(asc(drivers.id));
      return rows.map(toAdminDriver);
    },
    async setRestaurantApproval(
      tx: DbOrTx,
      id: number,
      isApproved: boolean,
    ): Promise<AdminRestaurant | null> {
      const [row] = await tx
        .update(restaurants)
        .set({ isApproved })
        .where(eq(restaurants.id, id))
        .returning(restaurantColumns);
      return row ? toAdminRestaurant(row) : null;
    },
    async setDriverApproval(tx: DbOrTx, id: number, isApproved: boolean): Promise<AdminDriver | null> {
      const [row] = await tx
        .update(drivers)
        .set({ isApproved })
        .where(eq(drivers.id, id))
        .returning(driverColumns);
      return row ? toAdminDriver(row) : null;
    },
    async recordAudit(
      tx: DbOrTx,
      entry: {
        actorId: number;
        actorName: string;
        action: AuditAction;
        targetType: 'restaurant' | 'driver';
        targetId: number;
        targetName: string;
      },
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

export type AdminRepo = ReturnType<typeof createAdminRepo>;
