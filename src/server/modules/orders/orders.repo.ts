import { and, desc, eq, inArray, min, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { drivers, idempotencyKeys, menuItems, orderEvents, orders, restaurants } from '../../db/schema';

// The SQL of ordering. Customer-facing reads name their columns, so payouts and other customers'
// data can never slip into a customer's response.

export const CUSTOMER_ORDERS_LIMIT = 50;

const customerOrderColumns = {
  id: orders.id,
  restaurantId: orders.restaurantId,
  restaurantName: restaurants.name,
  restaurantAddress: restaurants.address,
  restaurantLatitude: restaurants.latitude,
  restaurantLongitude: restaurants.longitude,
  customerName: orders.customerName,
  customerPhone: orders.customerPhone,
  customerAddress: orders.customerAddress,
  customerLatitude: orders.customerLatitude,
  customerLongitude: orders.customerLongitude,
  items: orders.items,
  subtotal: orders.subtotal,
  deliveryFee: orders.deliveryFee,
  tip: orders.tip,
  total: orders.total,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  estimatedDelivery: orders.estimatedDelivery,
  deliveryDistance: orders.deliveryDistance,
  driverId: orders.driverId,
  driverName: drivers.name,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  actualDeliveryTime: orders.actualDeliveryTime,
};

export interface TimelineRow {
  orderId: number;
  status: string;
  at: Date;
}

export function createOrdersRepo(db: Database) {
  const customerOrdersQuery = (where: SQL) =>
    db
      .select(customerOrderColumns)
      .from(orders)
      .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
      .leftJoin(drivers, eq(drivers.id, orders.driverId))
      .where(where);

  /** When each order first reached each status, oldest first. */
  async function timelines(orderIds: number[]): Promise<TimelineRow[]> {
    if (orderIds.length === 0) return [];
    const at = min(orderEvents.createdAt);
    const rows = await db
      .select({ orderId: orderEvents.orderId, status: orderEvents.status, at })
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, orderIds))
      .groupBy(orderEvents.orderId, orderEvents.status)
      .orderBy(at);
    return rows.map((row) => ({ ...row, at: row.at ?? new Date(0) }));
  }

  return {
    /** The restaurant an order is for, with what placing an order needs to know. */
    async findRestaurantForOrder(id: number) {
      const [row] = await db
        .select({
          id: restaurants.id,
          name: restaurants.name,
          isApproved: restaurants.isApproved,
          isOpen: restaurants.isOpen,
          latitude: restaurants.latitude,
          longitude: restaurants.longitude,
        })
        .from(restaurants)
        .where(eq(restaurants.id, id));
      return row ?? null;
    },

    /** The live menu, read from the table (never the catalogue cache): prices must be current. */
    async menuOf(restaurantId: number) {
      return db
        .select({
          id: menuItems.id,
          name: menuItems.name,
          price: menuItems.price,
          isAvailable: menuItems.isAvailable,
        })
        .from(menuItems)
        .where(eq(menuItems.restaurantId, restaurantId));
    },

    async findIdempotencyKey(scope: string, key: string) {
      const [row] = await db
        .select({ requestHash: idempotencyKeys.requestHash, orderId: idempotencyKeys.orderId })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      return row ?? null;
    },

    /** Whether a PaymentIntent has already paid for an order. */
    async isPaymentIntentUsed(paymentIntentId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.paymentIntentId, paymentIntentId));
      return row !== undefined;
    },

    async customerOrderById(id: number) {
      const [row] = await customerOrdersQuery(eq(orders.id, id));
      if (!row) return null;
      return { row, timeline: await timelines([id]) };
    },

    /** A phone's orders, newest first (served by orders_customer_phone_idx). */
    async customerOrdersByPhone(phoneDigits: string) {
      const rows = await customerOrdersQuery(eq(orders.customerPhoneNormalized, phoneDigits))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(CUSTOMER_ORDERS_LIMIT);
      return { rows, timeline: await timelines(rows.map((row) => row.id)) };
    },

    /** What a status change needs to check who may make it. */
    async findOrderForStatusChange(id: number) {
      const [row] = await db
        .select({
          id: orders.id,
          status: orders.status,
          restaurantId: orders.restaurantId,
          driverId: orders.driverId,
        })
        .from(orders)
        .where(eq(orders.id, id));
      return row ?? null;
    },

    /** What the live channel sends about an order. */
    async findOrderForLiveEvent(id: number) {
      const [row] = await db
        .select({
          id: orders.id,
          restaurantId: orders.restaurantId,
          driverId: orders.driverId,
          customerName: orders.customerName,
          customerPhone: orders.customerPhone,
          customerPhoneNormalized: orders.customerPhoneNormalized,
          total: orders.total,
          status: orders.status,
          paymentStatus: orders.paymentStatus,
        })
        .from(orders)
        .where(eq(orders.id, id));
      return row ?? null;
    },
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
export type CustomerOrderRow = Awaited<ReturnType<OrdersRepo['customerOrdersByPhone']>>['rows'][number];
