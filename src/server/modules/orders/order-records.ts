import type { SQL } from 'drizzle-orm';
import { drivers, orders, restaurants } from '#server/db/schema.ts';

// What the orders repository reads and writes, named once: the column sets of the customer's two
// views (so payouts and other customers' data can never slip into a customer's response), and the
// records of a status change and its event.

export const CUSTOMER_ORDERS_LIMIT = 50;
export const ADMIN_ORDERS_LIMIT = 500;

/** The customer's view of an order's own columns (no payouts, no other customers' data). */
export const storedOrderColumns = {
  id: orders.id,
  restaurantId: orders.restaurantId,
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
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  actualDeliveryTime: orders.actualDeliveryTime,
  readyBy: orders.readyBy,
};

export const customerOrderColumns = {
  ...storedOrderColumns,
  restaurantName: restaurants.name,
  restaurantAddress: restaurants.address,
  restaurantLatitude: restaurants.latitude,
  restaurantLongitude: restaurants.longitude,
  driverName: drivers.name,
};

/** The full view adds the delivery code and, while a driver carries the order, its position. */
export const trackedOrderColumns = {
  ...customerOrderColumns,
  deliveryCode: orders.deliveryCode,
  driverLatitude: drivers.currentLatitude,
  driverLongitude: drivers.currentLongitude,
  driverLocationAt: drivers.locationUpdatedAt,
};

/** An order's state right after a committed change: what its live event announces. */
export interface OrderState {
  version: number;
  status: string;
  driverId: number | null;
}

/**
 * A conditional change of one order: from `from` (one status or any of several) to `to` (omitted
 * for a change that keeps the status, such as a delay or a driver taking the order), with the
 * columns that change with it and any further condition (`where`) the row must still meet.
 */
export interface OrderChange {
  orderId: number;
  from: string | readonly string[];
  to?: string;
  set?: {
    prepMinutes?: SQL | number;
    readyBy?: SQL;
    cancelReason?: string;
    paymentStatus?: string;
    driverId?: number | null;
    deliveryCodeFailures?: SQL;
    driverPay?: string;
    restaurantPay?: string;
    companyPay?: string;
    deliveryDistance?: string | null;
    paymentBreakdown?: string;
  };
  where?: SQL;
}

export interface OrderEventRecord {
  orderId: number;
  status: string;
  actorType: string;
  actorId?: number | null;
  note?: string | null;
}

export interface TimelineRow {
  orderId: number;
  status: string;
  at: Date;
}
