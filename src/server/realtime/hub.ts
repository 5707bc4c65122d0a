import type { SQL } from 'drizzle-orm';
import * as z from 'zod';

// The event hub between use cases and the sockets of every app instance. Events carry ids and
// committed state: each instance loads what else it needs from the database, which stays the
// source of truth (DESIGN section 2); a placement's events also carry the order's fixed facts. Two implementations: in-process (one instance, PGlite) and Postgres LISTEN/NOTIFY
// (several instances on one PostgreSQL).

const id = z.number().int().positive();

/** An order's state right after the transaction that publishes the event. */
const orderState = {
  version: z.number().int().positive(),
  status: z.string().min(1).max(20),
  driverId: id.nullable(),
};

/**
 * What never changes after placement and every live message about a new order names: the events
 * of a placement carry it, so no instance reads the order back to announce it (decision 0019).
 */
const placedOrderFacts = z.object({
  restaurantId: id,
  customerName: z.string().max(500),
  customerPhone: z.string().max(100),
  /** E.164: the form customer sockets follow (decision 0028). */
  customerPhoneNormalized: z.string().max(100),
  total: z.string().max(30),
  /** ISO 4217; optional only so events of an instance one release older still parse. */
  currency: z.string().length(3).optional(),
});
export type PlacedOrderFacts = z.infer<typeof placedOrderFacts>;

export const hubEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('restaurant_approval'), restaurantId: id, approved: z.boolean() }),
  z.object({ kind: z.literal('driver_approval'), driverId: id, approved: z.boolean() }),
  /**
   * Restaurants or menus changed: every instance drops its catalogue cache, and when one
   * restaurant's page or menu changed, the sockets following it hear so.
   */
  z.object({ kind: z.literal('catalogue_changed'), restaurantId: id.optional() }),
  // Order events carry the order's state as committed (its version, status and driver), so what
  // the sockets hear does not depend on when each instance reads the row (decision 0012).
  z.object({
    kind: z.literal('order_created'),
    orderId: id,
    ...orderState,
    placed: placedOrderFacts.optional(),
  }),
  z.object({
    kind: z.literal('order_updated'),
    orderId: id,
    ...orderState,
    /** The kitchen pushed its ready time back by this many minutes: the customer is told. */
    delayedByMinutes: z.number().int().positive().max(120).optional(),
    /** The driver who lost the order to this change (an admin reassigned it). */
    formerDriverId: id.optional(),
  }),
  z.object({
    kind: z.literal('payment_completed'),
    orderId: id,
    ...orderState,
    placed: placedOrderFacts.optional(),
  }),
  /**
   * A session was ended (sign-out, or replaced at sign-in): every instance closes the sockets bound
   * to it. The SHA-256 of its token, as the sessions table holds it, never the token itself.
   */
  z.object({ kind: z.literal('session_ended'), tokenHash: z.string().regex(/^[0-9a-f]{64}$/) }),
  /** Orders in a row went unanswered: the restaurant was closed to new orders (isOpen false). */
  z.object({
    kind: z.literal('restaurant_paused'),
    restaurantId: id,
    unanswered: z.number().int().positive(),
  }),
  /**
   * A restaurant, driver or admin saved a push subscription: each instance's directory of who can
   * be told of a new order learns it (see subscriber-directory.ts).
   */
  z.object({
    kind: z.literal('push_subscribed'),
    subjectType: z.enum(['restaurant', 'driver', 'admin']),
    subjectId: id,
  }),
  /** A settlement was recorded in the driver's cash ledger. */
  z.object({ kind: z.literal('cash_settled'), driverId: id }),
  /** Positions are the one payload that is not an id: they are not stored, only relayed. */
  z.object({
    kind: z.literal('driver_location'),
    orderId: id,
    driverId: id,
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    at: z.string().max(40).optional(),
  }),
]);
export type HubEvent = z.infer<typeof hubEventSchema>;

export type HubListener = (event: HubEvent) => void | Promise<void>;

/** One pg_notify(channel, payload) call. */
export interface PgNotification {
  channel: string;
  payload: string;
}

/** Runs SQL inside the caller's transaction (a Drizzle transaction or database). */
export interface SqlRunner {
  execute(query: SQL): Promise<unknown>;
}

export interface RealtimeHub {
  readonly kind: 'in-process' | 'postgres';
  /** False while a PostgreSQL hub has lost its LISTEN connection and is re-establishing it. */
  readonly connected: boolean;
  /**
   * How many times this instance has started listening (1 in process): when it grows, the
   * connection was lost and made again, and events of other instances may have been missed.
   */
  readonly listenings: number;
  /** Delivers the event to the listeners of every instance (this one included). */
  publish(event: HubEvent): Promise<void>;
  /**
   * Publishes as part of a transaction: the event goes out only if, and once, it commits. Call the
   * returned function after the commit (PostgreSQL's NOTIFY needs nothing more; in-process delivery
   * waits for that call).
   */
  publishInTransaction(tx: SqlRunner, event: HubEvent): Promise<() => void>;
  /**
   * Publishes as part of a write that is one statement: `notify` lists the pg_notify calls that
   * statement must make (PostgreSQL: delivered when it commits; none in process); call `afterCommit`
   * once it has committed (in-process delivery waits for that call).
   */
  publishWithStatement(events: HubEvent[]): { notify: PgNotification[]; afterCommit(): void };
  subscribe(listener: HubListener): () => void;
  /**
   * Events this instance published, each once its transaction committed, on this instance only:
   * for side effects that must happen once across all instances, such as push notifications
   * (`subscribe` hears every instance's events, so each would send its own copy).
   */
  onCommitted(listener: HubListener): () => void;
  close(): Promise<void>;
}

export type OrderHubEvent = Extract<HubEvent, { orderId: number }>;

/**
 * Hands the event to every listener at once, synchronously and in the order events arrive, so each
 * listener sees events in commit order (it keeps that order across its own awaits: see
 * `createKeyedQueue`). A failing listener is reported and never stops the others.
 */
export async function deliver(
  listeners: Iterable<HubListener>,
  event: HubEvent,
  onError: (error: unknown) => void,
): Promise<void> {
  const running = [...listeners].map(async (listener) => {
    try {
      await listener(event);
    } catch (error) {
      onError(error);
    }
  });
  await Promise.all(running);
}
