// What the restaurant app's endpoints answer (issue "The restaurant app for real"): the kitchen's
// view of an order, its stat cards and its analytics. Shapes live here once; the server serialises
// with them and the screens parse with them.
import * as z from 'zod';
import {
  kitchenNoteField,
  orderAmountFields,
  orderContentFields,
  timelineEntrySchema,
} from '../order-lifecycle/responses';

/** The board's tabs and what each holds; `active` is every order still in the restaurant's hands or on its way. */
export const RESTAURANT_ORDER_FILTERS = [
  'new',
  'preparing',
  'ready',
  'scheduled',
  'active',
  'history',
] as const;
export type RestaurantOrderFilter = (typeof RESTAURANT_ORDER_FILTERS)[number];

export const STATUSES_BY_FILTER: Readonly<Record<RestaurantOrderFilter, readonly string[]>> = Object.freeze({
  new: ['confirmed'],
  preparing: ['preparing'],
  ready: ['ready'],
  // Orders for later, until their preparation lead before the time: then they are new.
  scheduled: ['scheduled'],
  active: ['confirmed', 'preparing', 'ready', 'picked-up', 'on-the-way'],
  history: ['delivered', 'cancelled'],
});

export const RESTAURANT_ORDERS_PAGE_SIZE = 50;
export const RESTAURANT_ORDERS_MAX_PAGE_SIZE = 100;

/** The driver who will collect an order: enough for the counter to recognise them. */
export const assignedDriverSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  vehicleType: z.string(),
  vehicleNumber: z.string(),
});
export type AssignedDriver = z.infer<typeof assignedDriverSchema>;

/**
 * An order as its restaurant sees it: what to cook, for whom (first name as given), how it is paid,
 * and the kitchen's own promise. No customer phone, address, position or instructions for the
 * driver: the kitchen does not need them, the driver does.
 */
export const restaurantOrderSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  customerName: z.string(),
  ...orderContentFields,
  ...kitchenNoteField,
  ...orderAmountFields,
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  /** An order for later: the time the customer wants it (ISO); null for as soon as possible. */
  scheduledFor: z.string().nullable(),
  /** The prep time promised when the order was accepted, in minutes (delays added). */
  prepMinutes: z.number().int().nullable(),
  /** When the kitchen promised the food ready (ISO), null before it is accepted. */
  readyBy: z.string().nullable(),
  /** Why it was rejected or cancelled, as the actor wrote it. */
  cancelReason: z.string().nullable(),
  driver: assignedDriverSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Goes up with every change: a board drops an answer older than what it shows. */
  version: z.number().int(),
  timeline: z.array(timelineEntrySchema),
});
export type RestaurantOrder = z.infer<typeof restaurantOrderSchema>;

/** One page of GET /api/restaurant/orders; pass nextBefore as `before` for the next, older page. */
export const restaurantOrderPageSchema = z.object({
  orders: z.array(restaurantOrderSchema),
  nextBefore: z.number().int().nullable(),
});
export type RestaurantOrderPage = z.infer<typeof restaurantOrderPageSchema>;

/**
 * GET /api/restaurant/stats: the stat cards, over the restaurant's "today" in the caller's time zone.
 * Amounts are decimal strings in `currency` ("12.50", "980" yen).
 */
export const restaurantStatsSchema = z.object({
  /** ISO 4217: the currency of the restaurant's country, which its orders and these amounts are in. */
  currency: z.string(),
  /** What the restaurant earns from today's orders not cancelled: food sales plus its 20% of fees. */
  todayRevenue: z.string(),
  todayOrders: z.number().int(),
  /**
   * Mean food subtotal of today's orders not cancelled, rounded half up to the currency's minor unit
   * ("0.00", "0" yen, when there are none).
   */
  averageOrderValue: z.string(),
  rating: z.string(),
  /** Visible reviews the rating is of: 0 means "New". */
  ratingCount: z.number().int(),
  /** Orders waiting to be accepted or rejected. */
  newOrders: z.number().int(),
});
export type RestaurantStats = z.infer<typeof restaurantStatsSchema>;

export const ANALYTICS_DAYS = 30;

/** GET /api/restaurant/analytics: the last 30 days, cancelled orders left out, amounts in `currency`. */
export const restaurantAnalyticsSchema = z.object({
  /** ISO 4217: the currency of the restaurant's country, which every revenue below is in. */
  currency: z.string(),
  /** Every day of the period, oldest first, days without orders included (YYYY-MM-DD, local). */
  days: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: z.string() })),
  topItems: z.array(z.object({ name: z.string(), quantity: z.number().int(), revenue: z.string() })),
  /** Mean minutes from accepting to ready, null when no order has been through both. */
  averagePrepMinutes: z.number().nullable(),
});
export type RestaurantAnalytics = z.infer<typeof restaurantAnalyticsSchema>;
