import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { PushSubscriptionInput } from '#domain/push/requests.ts';
import { type Database, type DbOrTx, runStatement, type Statement } from '#server/db/client.ts';
import { orderPushSubscriptions, orders, pushSubscriptions } from '#server/db/schema.ts';
import type { NewOrderSubscribers } from './subscriber-directory';

// The SQL of Web Push: partners' and admins' subscriptions (one row per endpoint), customers'
// per-order ones, and who is to be told of an event, each event in one statement.

export type PushSubjectType = 'restaurant' | 'driver' | 'admin';

export interface PushSubject {
  subjectType: PushSubjectType;
  subjectId: number;
}

/** One browser may hold this many subscriptions per account (old ones are dropped first). */
export const MAX_SUBSCRIPTIONS_PER_SUBJECT = 20;
/** Browsers following one order (a phone and a laptop, say); more are dropped oldest first. */
export const MAX_SUBSCRIPTIONS_PER_ORDER = 5;

export type RecipientAudience = 'restaurant' | 'admin' | 'customer' | 'offer' | 'driver';

export interface OrderRecipient {
  audience: RecipientAudience;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** A driver's last position (offer rows only). */
  latitude: string | null;
  longitude: string | null;
}

/** The order's facts the notices need, repeated on each recipient row. */
export interface OrderFacts {
  orderId: number;
  restaurantId: number;
  customerName: string;
  phone: string;
  currency: string;
  total: string;
  driverPay: string | null;
  cancelReason: string | null;
  paymentStatus: string;
  estimatedDelivery: string | null;
  deliveryDistance: string | null;
  readyBy: Date | string | null;
  restaurantName: string;
  restaurantLatitude: string | null;
  restaurantLongitude: string | null;
  /** actor_type of the order's cancellation event, when `cancelledBy` was asked for. */
  cancelledBy: string | null;
}

export type OrderRecipientRow = OrderRecipient & OrderFacts;

/** Which audiences an order event may reach; all false and no driver: nothing to ask. */
export interface OrderAudiences {
  restaurant: boolean;
  admins: boolean;
  customer: boolean;
  /** Online, approved drivers free to take it (with their positions) who have not declined the order. */
  offerDrivers: boolean;
  /** One driver by id (an order taken away, or cancelled while carried), if online and approved. */
  driverId: number | null;
  /** The order ended: its customer subscriptions expire an hour from now (and are returned). */
  ended: boolean;
  /** Read who cancelled the order (the actor of its cancellation event). */
  cancelledBy: boolean;
}

// One statement per order event: the order's facts and every subscription it may go to. Each
// audience's part is switched by a parameter ($2-$5, $7), which PostgreSQL checks once before that
// part runs, so a part not asked for costs nothing; each part is an index look-up (push_subscriptions
// by subject, order_push_subscriptions by order). When the order ended ($8) its customer subscriptions
// are given their expiry by the same statement, which returns them as the customer recipients.
export const ORDER_EVENT_RECIPIENTS: Statement = {
  name: 'quickbite_push_order_recipients',
  text: `
    with o as (
      select o.id as "orderId", o.restaurant_id as "restaurantId", o.customer_name as "customerName",
        o.customer_phone_normalized as phone, o.currency, o.total::text as total,
        o.driver_pay::text as "driverPay", o.cancel_reason as "cancelReason",
        o.payment_status as "paymentStatus", o.estimated_delivery as "estimatedDelivery",
        o.delivery_distance::text as "deliveryDistance", o.ready_by as "readyBy",
        r.name as "restaurantName", r.latitude::text as "restaurantLatitude",
        r.longitude::text as "restaurantLongitude",
        case when $6::boolean then (
          select e.actor_type from order_events e
          where e.order_id = o.id and e.status = 'cancelled'
          order by e.created_at desc limit 1
        ) end as "cancelledBy"
      from orders o join restaurants r on r.id = o.restaurant_id
      where o.id = $1
    ),
    ended as (
      update order_push_subscriptions c set expires_at = now() + interval '1 hour'
      where $8::boolean and c.order_id = $1
      returning c.endpoint, c.p256dh, c.auth
    ),
    recipients as (
      select 'restaurant' as audience, s.endpoint, s.p256dh, s.auth,
        null::text as latitude, null::text as longitude
      from o join push_subscriptions s on s.subject_type = 'restaurant' and s.subject_id = o."restaurantId"
      where $2::boolean
      union all
      select 'admin', s.endpoint, s.p256dh, s.auth, null, null
      from push_subscriptions s
      where $3::boolean and s.subject_type = 'admin'
      union all
      select 'customer', c.endpoint, c.p256dh, c.auth, null, null
      from order_push_subscriptions c
      where $4::boolean and not $8::boolean and c.order_id = $1
        and (c.expires_at is null or c.expires_at > now())
      union all
      select 'customer', c.endpoint, c.p256dh, c.auth, null, null
      from ended c
      where $4::boolean
      union all
      select 'offer', s.endpoint, s.p256dh, s.auth,
        d.current_latitude::text, d.current_longitude::text
      from push_subscriptions s join drivers d on d.id = s.subject_id
      where $5::boolean and s.subject_type = 'driver' and d.is_online and d.is_approved
        and not exists (select 1 from declined_offers x where x.driver_id = d.id and x.order_id = $1)
        -- A driver carrying an order cannot take another (orders_one_active_delivery_key).
        and not exists (
          select 1 from orders a
          where a.driver_id = d.id and a.status in ('preparing', 'ready', 'picked-up', 'on-the-way')
        )
      union all
      select 'driver', s.endpoint, s.p256dh, s.auth, null, null
      from push_subscriptions s join drivers d on d.id = s.subject_id
      where s.subject_type = 'driver' and s.subject_id = $7::integer and d.is_online and d.is_approved
    )
    select recipients.*, o.* from recipients cross join o`,
};

// A new order's notice goes to its restaurant and every admin: the order's facts travel in the
// event (hub.ts placedOrderFacts), so this is only two look-ups of push_subscriptions_subject_idx.
export const NEW_ORDER_RECIPIENTS: Statement = {
  name: 'quickbite_push_new_order_recipients',
  text: `
    select 'restaurant' as audience, endpoint, p256dh, auth from push_subscriptions
    where subject_type = 'restaurant' and subject_id = $1
    union all
    select 'admin', endpoint, p256dh, auth from push_subscriptions
    where subject_type = 'admin'`,
};

export interface NewOrderRecipient {
  audience: 'restaurant' | 'admin';
  endpoint: string;
  p256dh: string;
  auth: string;
}

export function createPushRepo(db: Database) {
  return {
    /** Binds the endpoint to the subject (a browser handed to another account follows the new one). */
    async saveSubscription(
      subject: PushSubject,
      input: PushSubscriptionInput,
      sessionTokenHash: string,
      tx: DbOrTx = db,
    ): Promise<void> {
      const { endpoint, keys } = input;
      const bound = { p256dh: keys.p256dh, auth: keys.auth, ...subject, sessionTokenHash };
      await tx
        .insert(pushSubscriptions)
        .values({ endpoint, ...bound })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...bound, updatedAt: sql`now()` } });
      const newest = tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(ofSubject(subject))
        .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
        .limit(MAX_SUBSCRIPTIONS_PER_SUBJECT);
      await tx
        .delete(pushSubscriptions)
        .where(and(ofSubject(subject), notInArray(pushSubscriptions.id, newest)));
    },

    /** Only the subject's own subscription: another account's endpoint is left alone. */
    async deleteSubscription(subject: PushSubject, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(ofSubject(subject), eq(pushSubscriptions.endpoint, endpoint)));
    },

    async orderByTokenHash(tokenHash: string): Promise<{ id: number; status: string } | null> {
      const [row] = await db
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(eq(orders.trackingTokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    /** A browser follows an order; one that already ended is followed for its last hour only. */
    async followOrder(orderId: number, input: PushSubscriptionInput, ended: boolean): Promise<void> {
      const { endpoint, keys } = input;
      const expiresAt = ended ? sql`now() + interval '1 hour'` : null;
      await db
        .insert(orderPushSubscriptions)
        .values({ orderId, endpoint, p256dh: keys.p256dh, auth: keys.auth, expiresAt })
        .onConflictDoUpdate({
          target: [orderPushSubscriptions.orderId, orderPushSubscriptions.endpoint],
          set: { p256dh: keys.p256dh, auth: keys.auth },
        });
      const newest = db
        .select({ endpoint: orderPushSubscriptions.endpoint })
        .from(orderPushSubscriptions)
        .where(eq(orderPushSubscriptions.orderId, orderId))
        .orderBy(desc(orderPushSubscriptions.createdAt))
        .limit(MAX_SUBSCRIPTIONS_PER_ORDER);
      await db
        .delete(orderPushSubscriptions)
        .where(
          and(
            eq(orderPushSubscriptions.orderId, orderId),
            notInArray(orderPushSubscriptions.endpoint, newest),
          ),
        );
    },

    /** The session signed out (or was replaced at sign-in): its browsers hear nothing more. */
    async deleteSessionSubscriptions(sessionTokenHash: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionTokenHash, sessionTokenHash));
    },

    /** The push service says the endpoint is gone: every subscription with it goes. */
    async deleteEndpoint(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
      await db.delete(orderPushSubscriptions).where(eq(orderPushSubscriptions.endpoint, endpoint));
    },

    /** See ORDER_EVENT_RECIPIENTS. */
    orderRecipients(orderId: number, audiences: OrderAudiences): Promise<OrderRecipientRow[]> {
      return runStatement<OrderRecipientRow>(db, ORDER_EVENT_RECIPIENTS, [
        orderId,
        audiences.restaurant,
        audiences.admins,
        audiences.customer,
        audiences.offerDrivers,
        audiences.cancelledBy,
        audiences.driverId,
        audiences.ended,
      ]);
    },

    /** See NEW_ORDER_RECIPIENTS. */
    newOrderRecipients(restaurantId: number): Promise<NewOrderRecipient[]> {
      return runStatement<NewOrderRecipient>(db, NEW_ORDER_RECIPIENTS, [restaurantId]);
    },

    /** Who can be told of a new order at all (see subscriber-directory.ts). */
    async newOrderSubscribers(): Promise<NewOrderSubscribers> {
      const rows = await db
        .selectDistinct({
          subjectType: pushSubscriptions.subjectType,
          subjectId: pushSubscriptions.subjectId,
        })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.subjectType, ['restaurant', 'admin']));
      return {
        restaurantIds: rows.filter((row) => row.subjectType === 'restaurant').map((row) => row.subjectId),
        admins: rows.some((row) => row.subjectType === 'admin'),
      };
    },

    /** Every subscription of one subject type, or of one subject. */
    async subscriptionsOf(subjectType: PushSubjectType, subjectId?: number) {
      return db
        .select({
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .where(
          subjectId === undefined
            ? eq(pushSubscriptions.subjectType, subjectType)
            : ofSubject({ subjectType, subjectId }),
        );
    },

    /** Admins' subscriptions, each with the name of the partner just approved (one statement). */
    async adminsWithPartnerName(role: 'restaurant' | 'driver', partnerId: number) {
      const name =
        role === 'restaurant'
          ? sql<string | null>`(select name from restaurants where id = ${partnerId})`
          : sql<string | null>`(select name from drivers where id = ${partnerId})`;
      return db
        .select({
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
          name,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.subjectType, 'admin'));
    },
  };
}

export type PushRepo = ReturnType<typeof createPushRepo>;

function ofSubject(subject: PushSubject) {
  return and(
    eq(pushSubscriptions.subjectType, subject.subjectType),
    eq(pushSubscriptions.subjectId, subject.subjectId),
  );
}
