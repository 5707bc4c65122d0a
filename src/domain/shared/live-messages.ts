// The /ws message union (SPEC section 7). Both ends parse with these schemas, so a malformed or
// unknown message is dropped (and logged by the caller) instead of crashing a handler.
import * as z from 'zod';

export const APP_TYPES = ['customer', 'restaurant', 'driver', 'admin'] as const;
export type AppType = (typeof APP_TYPES)[number];

const id = z.number().int().positive();
/**
 * An order's version when the event was committed: it goes up by one with each change of status or
 * driver. Events of one order arrive in commit order; a client drops one older than what it shows.
 */
const seq = z.number().int().positive().optional();
/** Money travels as the decimal string stored in the database; numbers are tolerated. */
const money = z.union([z.string().max(20), z.number()]);

// --- client → server -----------------------------------------------------------------------------

/**
 * Sent on open. A customer socket names the phone whose orders it follows (DESIGN section 5), read
 * in `country` (two letters, the spec's Canada when missing) unless it carries its own +prefix.
 */
export const appConnectSchema = z.object({
  type: z.literal('app_connect'),
  appType: z.enum(APP_TYPES),
  /** Milliseconds since the epoch, or ISO text: only logged. */
  timestamp: z.union([z.number(), z.string().max(40)]),
  phone: z.string().max(30).optional(),
  /** The phone's country ("GB"); optional, so a hello without it keeps working. Unknown means CA. */
  country: z.string().max(8).optional(),
  /** A customer socket on a restaurant's page: hears when that restaurant or its menu changes. */
  restaurantId: id.optional(),
  /** A customer socket holding an order's tracking token: hears that order's driver positions too. */
  trackingToken: z.string().max(64).optional(),
});
export type AppConnectMessage = z.infer<typeof appConnectSchema>;

/**
 * Sent by a client now and then to learn whether its socket still reaches the server (a dead
 * network can leave a socket looking open for minutes); the server answers with pong.
 */
export const pingSchema = z.object({ type: z.literal('ping') });

export const clientMessageSchema = z.discriminatedUnion('type', [appConnectSchema, pingSchema]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

// --- server → client -----------------------------------------------------------------------------

export const orderCreatedSchema = z.object({
  type: z.literal('order_created'),
  data: z.object({
    id,
    restaurantId: id,
    customerName: z.string(),
    total: money,
    /** 'scheduled' for an order for later (nothing to answer yet); absent or 'confirmed' otherwise. */
    status: z.string().max(20).optional(),
    seq,
  }),
});

export const orderUpdatedSchema = z.object({
  type: z.literal('order_updated'),
  data: z.object({
    id: id.optional(),
    customerPhone: z.string(),
    restaurantId: id,
    driverId: id.nullable(),
    status: z.string().max(20).optional(),
    /** Set when the kitchen pushed the ready time back by this many minutes. */
    delayedByMinutes: z.number().int().positive().max(120).optional(),
    seq,
  }),
});

/** A restaurant's page or menu changed (menu item added, edited, deleted; open, fees, hours). */
export const catalogueUpdatedSchema = z.object({
  type: z.literal('catalogue_updated'),
  data: z.object({ restaurantId: id }),
});

export const restaurantApprovedSchema = z.object({
  type: z.literal('restaurant_approved'),
  data: z.object({ name: z.string() }),
});

export const driverApprovedSchema = z.object({
  type: z.literal('driver_approved'),
  data: z.object({ name: z.string() }),
});

export const driverLocationUpdateSchema = z.object({
  type: z.literal('driver_location_update'),
  data: z.object({
    orderId: id,
    driverId: id,
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    /** When the driver's device sent it (ISO); a tracker says how old a position is. */
    at: z.string().max(40).optional(),
  }),
});

/**
 * Sent to drivers when an order became available or stopped being so (accepted by a kitchen,
 * taken by a driver, cancelled): the driver app reloads its offers. Carries no customer data.
 */
export const offersUpdatedSchema = z.object({
  type: z.literal('offers_updated'),
  data: z.object({ orderId: id }),
});

/**
 * Sent to admins and to the driver when a settlement was recorded in the driver's cash ledger: the
 * Cash tab and the driver's cash in hand reload. Carries the driver's id only.
 */
export const cashUpdatedSchema = z.object({
  type: z.literal('cash_updated'),
  data: z.object({ driverId: id }),
});

export const paymentCompletedSchema = z.object({
  type: z.literal('payment_completed'),
  data: z.object({ orderId: id, amount: money, seq }),
});

/** The answer to a client's ping: the socket is alive. Carries nothing (data as every message has). */
export const pongSchema = z.object({ type: z.literal('pong'), data: z.object({}) });

export const serverMessageSchema = z.discriminatedUnion('type', [
  orderCreatedSchema,
  orderUpdatedSchema,
  restaurantApprovedSchema,
  driverApprovedSchema,
  driverLocationUpdateSchema,
  paymentCompletedSchema,
  catalogueUpdatedSchema,
  offersUpdatedSchema,
  cashUpdatedSchema,
  pongSchema,
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type ServerMessageType = ServerMessage['type'];

// --- parsing -------------------------------------------------------------------------------------------

function parseWith<T>(schema: z.ZodType<T>, raw: string): T | null {
  // Callers may pass a Buffer from ws despite the type; that is malformed too, not a crash.
  if (typeof raw !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const result = schema.safeParse(json);
  return result.success ? result.data : null;
}

/** A server message, or null when `raw` is not JSON or not one of the known messages. Never throws. */
export function parseServerMessage(raw: string): ServerMessage | null {
  return parseWith(serverMessageSchema, raw);
}

/** A client message, or null when malformed. Never throws. */
export function parseClientMessage(raw: string): ClientMessage | null {
  return parseWith(clientMessageSchema, raw);
}

/** Serialises a message; typed so a sender cannot build an invalid one. */
export function encodeMessage(message: ServerMessage | ClientMessage): string {
  return JSON.stringify(message);
}
