import type { Statement } from '../../db/client';

// The phone look-up (GET /api/orders/customer/{phone}) as one fixed statement: a phone's newest
// orders with their restaurant, driver and timeline, in one round trip, prepared once per connection
// on PostgreSQL. It selects the phone view's columns only (no name, no coordinates of the customer,
// no payouts, no payment reference), named as PhoneLookupRow names them; numerics come back as text
// on both drivers. $1 is the phone's digits, $2 the limit. Served by orders_customer_phone_idx, then
// order_events_order_idx per order, read from the index alone. Each order's events come back as
// they are, [status, ms] pairs: grouping them by status here built a hash table per order, most of
// the statement's time, where the view keeps each status's first event for a few array steps.
export const PHONE_LOOKUP: Statement = {
  name: 'quickbite_phone_lookup',
  text: `
    select o.id, o.restaurant_id as "restaurantId", o.customer_phone as "customerPhone",
      o.customer_address as "customerAddress", o.items,
      o.subtotal::text as subtotal, o.delivery_fee::text as "deliveryFee", o.tip::text as tip,
      o.total::text as total, o.status, o.payment_method as "paymentMethod",
      o.payment_status as "paymentStatus", o.estimated_delivery as "estimatedDelivery",
      o.delivery_distance::text as "deliveryDistance", o.driver_id as "driverId",
      o.created_at as "createdAt", o.updated_at as "updatedAt",
      o.actual_delivery_time as "actualDeliveryTime", o.ready_by as "readyBy",
      r.name as "restaurantName", r.address as "restaurantAddress",
      r.latitude::text as "restaurantLatitude", r.longitude::text as "restaurantLongitude",
      d.name as "driverName",
      (select coalesce(json_agg(json_build_array(e.status, floor(extract(epoch from e.created_at) * 1000)::float8)), '[]'::json)
         from order_events e where e.order_id = o.id) as timeline
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
  subtotal: string;
  deliveryFee: string;
  tip: string;
  total: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  estimatedDelivery: string | null;
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
  /** Every event of the order as [status, milliseconds since the epoch], in no promised order. */
  timeline: [status: string, atMs: number][];
}
