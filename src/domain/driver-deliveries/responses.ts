// What the driver app's endpoints answer (issue "Deliveries for real"): offers with their pay shown
// before accepting, the driver's deliveries and its stat cards. Shapes live here once; the server
// serialises with them and the screens parse with them.
import * as z from 'zod';
import {
  deliveryInstructionsField,
  orderContentFields,
  orderRecipientFields,
  timelineEntrySchema,
} from '../order-lifecycle/responses';

/** A delivery the driver holds: claimed (the kitchen may still be cooking) up to handed over. */
export const ACTIVE_DELIVERY_STATUSES = ['preparing', 'ready', 'picked-up', 'on-the-way'] as const;
export const DELIVERY_HISTORY_STATUSES = ['delivered', 'cancelled'] as const;
export const DELIVERY_SCOPES = ['active', 'history'] as const;
export type DeliveryScope = (typeof DELIVERY_SCOPES)[number];

export const DRIVER_DELIVERIES_PAGE_SIZE = 50;
export const DRIVER_DELIVERIES_MAX_PAGE_SIZE = 100;
export const DRIVER_OFFERS_LIMIT = 50;

/** The server takes at most one position per driver per this many milliseconds. */
export const LOCATION_MIN_INTERVAL_MS = 2000;
/** The driver app sends its position this often while a delivery is active. */
export const LOCATION_SEND_INTERVAL_MS = 5000;

/** What the driver earns for one delivery, in dollars as decimal strings (DESIGN section 4). */
export const deliveryPaySchema = z.object({
  /** $5.00 per delivery. */
  base: z.string(),
  /** $1.00 per km beyond 5 km. */
  distance: z.string(),
  /** The customer's tip as given. */
  tip: z.string(),
  /** $5.00 kept from a tip above $20, otherwise "0.00". */
  tipFee: z.string(),
  /** base + distance + tip - tipFee. */
  total: z.string(),
});
export type DeliveryPay = z.infer<typeof deliveryPaySchema>;

/** Where the food is collected: public restaurant data. */
export const pickupPlaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
});

/**
 * An order waiting for a driver (GET /api/driver/offers): where to collect, roughly where to
 * deliver (the address masked to its area until accepted), how far, and the pay.
 */
export const driverOfferSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  pickup: pickupPlaceSchema,
  /** The drop-off area only: the street address is shown once the driver has accepted. */
  dropOffArea: z.string(),
  /** km from the driver's last position to the restaurant; null before the first position. */
  pickupDistanceKm: z.string().nullable(),
  /** km from the restaurant to the customer; null when the customer's position is unknown. */
  dropOffDistanceKm: z.string().nullable(),
  /** ISO 4217: the order's currency, which the total and the pay are in. */
  currency: z.string(),
  itemCount: z.number().int(),
  /** A cash order: the driver collects `total` at the door. */
  paymentMethod: z.string(),
  total: z.string(),
  pay: deliveryPaySchema,
  /** When the kitchen promised the food ready (ISO). */
  readyBy: z.string().nullable(),
  createdAt: z.string(),
});
export type DriverOffer = z.infer<typeof driverOfferSchema>;

/**
 * A delivery as its driver sees it: everything needed to collect, find the door and get paid. The
 * customer's instructions for the door, never the note for the kitchen.
 */
export const driverDeliverySchema = z.object({
  id: z.number().int(),
  status: z.string(),
  pickup: pickupPlaceSchema,
  ...orderRecipientFields,
  ...deliveryInstructionsField,
  ...orderContentFields,
  total: z.string(),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  deliveryDistance: z.string().nullable(),
  pay: deliveryPaySchema,
  readyBy: z.string().nullable(),
  /** Wrong delivery codes so far; at DELIVERY_CODE_MAX_FAILURES the order waits for an admin. */
  deliveryCodeFailures: z.number().int(),
  deliveryLocked: z.boolean(),
  cancelReason: z.string().nullable(),
  actualDeliveryTime: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
  timeline: z.array(timelineEntrySchema),
});
export type DriverDelivery = z.infer<typeof driverDeliverySchema>;

/** One page of GET /api/driver/deliveries; pass nextBefore as `before` for the next, older page. */
export const driverDeliveryPageSchema = z.object({
  deliveries: z.array(driverDeliverySchema),
  nextBefore: z.number().int().nullable(),
});
export type DriverDeliveryPage = z.infer<typeof driverDeliveryPageSchema>;

/**
 * PATCH /api/driver/status and GET /api/driver/stats: the driver's own state and stat cards. A
 * driver works in one country: the amounts are decimal strings in its currency ("12.50", "980").
 */
export const driverStatsSchema = z.object({
  /** ISO 4217: the currency of the driver's country, which its earnings and cash are in. */
  currency: z.string(),
  isOnline: z.boolean(),
  rating: z.string(),
  /** Visible reviews the rating is of: 0 means "New". */
  ratingCount: z.number().int(),
  totalDeliveries: z.number().int(),
  /** Everything earned on delivered orders, all time. */
  totalEarnings: z.string(),
  /** Cash taken from customers at the door minus cash handed over to the company (the ledger). */
  cashInHand: z.string(),
  /** Driver pay of orders delivered today in the caller's time zone. */
  todayEarnings: z.string(),
  todayDeliveries: z.number().int(),
});
export type DriverStats = z.infer<typeof driverStatsSchema>;

/** POST /api/driver/location: whether the position went to a customer's tracker. */
export const driverLocationResultSchema = z.object({
  /** The order whose tracker hears the position; null when the driver carries none. */
  relayedTo: z.number().int().nullable(),
  at: z.string(),
});
export type DriverLocationResult = z.infer<typeof driverLocationResultSchema>;
