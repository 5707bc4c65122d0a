import { drivers, orders, restaurants, reviews } from '#server/db/schema.ts';

// What the orders repository reads and writes, named once: the column sets of the customer's two
// views (so payouts and other customers' data can never slip into a customer's response), and the
// records of a status change and its event.

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
  currency: orders.currency,
  subtotal: orders.subtotal,
  discount: orders.discount,
  deliveryFee: orders.deliveryFee,
  tax: orders.tax,
  taxIncluded: orders.taxIncluded,
  tip: orders.tip,
  total: orders.total,
  status: orders.status,
  cancelReason: orders.cancelReason,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  estimatedDelivery: orders.estimatedDelivery,
  scheduledFor: orders.scheduledFor,
  deliveryDistance: orders.deliveryDistance,
  driverId: orders.driverId,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  actualDeliveryTime: orders.actualDeliveryTime,
  readyBy: orders.readyBy,
  // The customer's own notes: the customer sees both.
  kitchenNote: orders.kitchenNote,
  deliveryInstructions: orders.deliveryInstructions,
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
  driverVehicleType: drivers.vehicleType,
  driverVehicleNumber: drivers.vehicleNumber,
  reviewFood: reviews.foodStars,
  reviewDelivery: reviews.deliveryStars,
  reviewComment: reviews.comment,
  reviewAt: reviews.createdAt,
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
 * columns that change with it and any further condition (`still`) the row must still meet. It says
 * what changes, not how: the repository turns it into one conditional UPDATE.
 */
export interface OrderChange {
  orderId: number;
  from: string | readonly string[];
  to?: string;
  set?: {
    /** The kitchen's promise: ready this many minutes from now. */
    readyInMinutes?: number;
    /** The kitchen needs this many more minutes (prep time and ready-by both move). */
    delayByMinutes?: number;
    cancelReason?: string;
    paymentStatus?: string;
    driverId?: number | null;
    /** One more wrong delivery code, or fresh tries after support checked with the customer. */
    deliveryCodeFailures?: 'one-more' | 'reset';
    driverPay?: string;
    restaurantPay?: string;
    companyPay?: string;
    deliveryDistance?: string | null;
    paymentBreakdown?: string;
  };
  still?: OrderCondition;
}

/** What the order row must still hold for a change to apply; every given field must match. */
export interface OrderCondition {
  /** The driver it is with (null: no driver yet). */
  driverId?: number | null;
  /** The delivery code the driver typed. */
  deliveryCode?: string;
  /** Fewer wrong codes than this have been entered (the delivery is not locked). */
  codeFailuresBelow?: number;
  /** At least this many wrong codes have been entered (the delivery is locked). */
  codeFailuresAtLeast?: number;
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
