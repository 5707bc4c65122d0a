import { eq } from 'drizzle-orm';
import { type Database, runStatement, type Statement } from '#server/db/client.ts';
import { orders } from '#server/db/schema.ts';

// The SQL of following orders: a phone's orders, and which order a tracking token opens (its full
// view is the order core's, shared with the answer to placing it).

/** The phone view shows a phone's newest orders, at most this many. */
export const CUSTOMER_ORDERS_LIMIT = 50;

// The phone look-up (GET /api/orders/customer/{phone}) as one fixed statement: a phone's newest
// orders with their restaurant, driver and timeline, in one round trip, prepared once per connection
// on PostgreSQL. It selects the phone view's columns only (no name, no coordinates of the customer,
// no payouts, no payment reference), named as PhoneLookupRow names them; numerics come back as text
// on both drivers. $1 is the phone in E.164, $2 the limit. Served by orders_customer_phone_idx; the
// timeline is the order's own status_times (each status's first time), so no order costs a probe
// into order_events: those probes were about half the pages a look-up read (decision 0024).
export const PHONE_LOOKUP: Statement = {
  name: 'quickbite_phone_lookup',
  text: `
    select o.id, o.restaurant_id as "restaurantId", o.customer_phone as "customerPhone",
      o.customer_address as "customerAddress", o.items,
      o.currency, o.subtotal::text as subtotal, o.discount::text as discount,
      o.delivery_fee::text as "deliveryFee", o.tax::text as tax, o.tax_included as "taxIncluded",
      o.tip::text as tip,
      o.total::text as total, o.status, o.cancel_reason as "cancelReason", o.payment_method as "paymentMethod",
      o.payment_status as "paymentStatus", o.estimated_delivery as "estimatedDelivery",
      o.scheduled_for as "scheduledFor",
      o.delivery_distance::text as "deliveryDistance", o.driver_id as "driverId",
      o.created_at as "createdAt", o.updated_at as "updatedAt",
      o.actual_delivery_time as "actualDeliveryTime", o.ready_by as "readyBy",
      r.name as "restaurantName", r.address as "restaurantAddress",
      r.latitude::text as "restaurantLatitude", r.longitude::text as "restaurantLongitude",
      d.name as "driverName", o.status_times as "statusTimes",
      -- Only a cancelled order is probed for who cancelled it and its refund: the look-up reads no
      -- other order's events (decision 0024).
      case when o.status = 'cancelled' then (select e.actor_type from order_events e
        where e.order_id = o.id and e.status = 'cancelled' order by e.created_at limit 1) end as "cancelledBy",
      case when o.status = 'cancelled' then (select rf.status from refunds rf where rf.order_id = o.id)
        end as "refundStatus"
    from orders o
    join restaurants r on r.id = o.restaurant_id
    left join drivers d on d.id = o.driver_id
    where o.customer_phone_normalized = $1
    order by o.created_at desc, o.id desc
    limit $2`,
};

/** One row of PHONE_LOOKUP. Timestamps are Dates (ready_by may come as text on some paths). */
export interface PhoneLookupRow {
  id: number;
  restaurantId: number;
  customerPhone: string;
  customerAddress: string;
  /** The stored order lines as JSON text (only their quantities are shown). */
  items: string;
  currency: string;
  subtotal: string;
  discount: string;
  deliveryFee: string;
  tax: string;
  taxIncluded: boolean;
  tip: string;
  total: string;
  status: string;
  cancelReason: string | null;
  paymentMethod: string;
  paymentStatus: string;
  estimatedDelivery: string | null;
  scheduledFor: Date | string | null;
  deliveryDistance: string | null;
  driverId: number | null;
  createdAt: Date;
  updatedAt: Date;
  actualDeliveryTime: Date | null;
  readyBy: Date | string | null;
  restaurantName: string;
  restaurantAddress: string | null;
  restaurantLatitude: string | null;
  restaurantLongitude: string | null;
  driverName: string | null;
  /** When the order first reached each status it reached, in milliseconds since the epoch. */
  statusTimes: Record<string, number>;
  /** A cancelled order's cancelling actor type, and its card refund's state; null otherwise. */
  cancelledBy: string | null;
  refundStatus: string | null;
}

export function createTrackingRepo(db: Database) {
  return {
    /** A phone's orders, newest first, with their timelines: one statement (see PHONE_LOOKUP). */
    customerOrdersByPhone(e164: string): Promise<PhoneLookupRow[]> {
      return runStatement<PhoneLookupRow>(db, PHONE_LOOKUP, [e164, CUSTOMER_ORDERS_LIMIT]);
    },

    /** The id of the order a tracking token opens, for a live subscription. */
    async orderIdByTokenHash(tokenHash: string): Promise<number | null> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.trackingTokenHash, tokenHash));
      return row?.id ?? null;
    },
  };
}

export type TrackingRepo = ReturnType<typeof createTrackingRepo>;
