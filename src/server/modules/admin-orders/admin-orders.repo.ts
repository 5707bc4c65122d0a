import { and, asc, desc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { AdminDeskOrder, AdminOrder, AssignableDriver } from '#domain/admin-orders/responses.ts';
import { ACTIVE_DELIVERY_STATUSES } from '#domain/driver-deliveries/responses.ts';
import { moneyDecimal } from '#domain/shared/currency.ts';
import { toCents } from '#domain/shared/money.ts';
import { DELIVERY_CODE_MAX_FAILURES } from '#domain/tracking/rules.ts';
import type { Database } from '#server/db/client.ts';
import { drivers, orders, restaurants } from '#server/db/schema.ts';
import { parseStoredItems } from '../order-lifecycle/customer-order-view';
import { orderAmountsView } from '../order-lifecycle/order-amounts-view';
import { newestOrdersPage } from '../order-lifecycle/order-page.repo';

// The admin's order desk: every order with its restaurant, driver and age, and the drivers an
// admin may hand an order to.

const deskColumns = {
  id: orders.id,
  status: orders.status,
  restaurantId: restaurants.id,
  restaurantName: restaurants.name,
  driverId: drivers.id,
  driverName: drivers.name,
  driverPhone: drivers.phone,
  customerName: orders.customerName,
  customerPhone: orders.customerPhone,
  customerAddress: orders.customerAddress,
  kitchenNote: orders.kitchenNote,
  deliveryInstructions: orders.deliveryInstructions,
  items: orders.items,
  currency: orders.currency,
  total: orders.total,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  cancelReason: orders.cancelReason,
  scheduledFor: orders.scheduledFor,
  deliveryCodeFailures: orders.deliveryCodeFailures,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  version: orders.version,
};

const selectDesk = (db: Database, where: SQL | undefined) =>
  db
    .select(deskColumns)
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .leftJoin(drivers, eq(drivers.id, orders.driverId))
    .where(where)
    .$dynamic();

type DeskRow = Awaited<ReturnType<typeof selectDesk>>[number];

export function toAdminDeskOrder(row: DeskRow): AdminDeskOrder {
  return {
    id: row.id,
    status: row.status,
    restaurant: { id: row.restaurantId, name: row.restaurantName },
    driver:
      row.driverId === null
        ? null
        : { id: row.driverId, name: row.driverName ?? '', phone: row.driverPhone ?? '' },
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    customerAddress: row.customerAddress,
    kitchenNote: row.kitchenNote,
    deliveryInstructions: row.deliveryInstructions,
    itemCount: parseStoredItems(row.items, row.currency).reduce((count, line) => count + line.quantity, 0),
    currency: row.currency,
    total: moneyDecimal(toCents(row.total), row.currency),
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    cancelReason: row.cancelReason,
    scheduledFor: row.scheduledFor ? row.scheduledFor.toISOString() : null,
    deliveryLocked: row.deliveryCodeFailures >= DELIVERY_CODE_MAX_FAILURES,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** GET /api/orders answers the newest orders, at most this many. */
export const ADMIN_ORDERS_LIMIT = 500;

export function createAdminOrdersRepo(db: Database) {
  const select = (where: SQL | undefined) => selectDesk(db, where);

  return {
    /** The newest orders with everything stored about them, for the admin and finance views. */
    async listForAdmin(): Promise<AdminOrder[]> {
      const {
        customerPhoneNormalized: _digits,
        version: _version,
        trackingTokenHash: _tokenHash,
        deliveryCode: _code,
        deliveryCodeFailures: _failures,
        prepMinutes: _prep,
        readyBy: _readyBy,
        cancelReason: _reason,
        ...columns
      } = getTableColumns(orders);
      const rows = await db
        .select(columns)
        .from(orders)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(ADMIN_ORDERS_LIMIT);
      // Amounts with the currency's decimals ("700" yen), as every other view sends them.
      const pay = (text: string | null, currency: string) =>
        text === null ? null : moneyDecimal(toCents(text), currency);
      return rows.map((row) => ({
        ...row,
        ...orderAmountsView(row),
        driverPay: pay(row.driverPay, row.currency),
        restaurantPay: pay(row.restaurantPay, row.currency),
        companyPay: pay(row.companyPay, row.currency),
        actualDeliveryTime: row.actualDeliveryTime?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      }));
    },

    /** One page of orders, newest first, in `status` if given, older than `before` if given. */
    async listOrders(query: { status?: string; before?: number; limit: number }): Promise<AdminDeskOrder[]> {
      const rows = await newestOrdersPage(
        select,
        [query.status === undefined ? undefined : eq(orders.status, query.status)],
        query,
      );
      return rows.map(toAdminDeskOrder);
    },

    async orderById(id: number): Promise<AdminDeskOrder | null> {
      const [row] = await select(eq(orders.id, id));
      return row ? toAdminDeskOrder(row) : null;
    },

    /** Approved, online drivers, with whether each already carries an order. */
    async availableDrivers(): Promise<AssignableDriver[]> {
      const rows = await db
        .select({
          id: drivers.id,
          name: drivers.name,
          vehicleType: drivers.vehicleType,
          activeOrderId: orders.id,
        })
        .from(drivers)
        .leftJoin(
          orders,
          and(eq(orders.driverId, drivers.id), inArray(orders.status, [...ACTIVE_DELIVERY_STATUSES])),
        )
        .where(and(eq(drivers.isApproved, true), eq(drivers.isOnline, true)))
        .orderBy(asc(drivers.name), asc(drivers.id));
      return rows.map(({ activeOrderId, ...driver }) => ({ ...driver, busy: activeOrderId !== null }));
    },

    async driverForAssignment(id: number) {
      const [row] = await db
        .select({
          id: drivers.id,
          name: drivers.name,
          isApproved: drivers.isApproved,
          isOnline: drivers.isOnline,
        })
        .from(drivers)
        .where(eq(drivers.id, id));
      return row ?? null;
    },
  };
}

export type AdminOrdersRepo = ReturnType<typeof createAdminOrdersRepo>;
