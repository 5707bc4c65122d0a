// What a customer sees of an order (GET /api/orders/customer/{phone}, POST /api/orders): no payouts,
// no other customers' data. Both the server's response schema and the screens use this shape.
import * as z from 'zod';
import {
  deliveryInstructionsField,
  kitchenNoteField,
  orderAmountFields,
  orderContentFields,
  orderRecipientFields,
  timelineEntrySchema,
} from '../order-lifecycle/responses';
import { ownReviewSchema } from '../reviews/responses';
import { cancellationSchema, trackedDriverSchema } from './order-outcome';
import { driverPositionSchema } from './rules';

export const customerOrderSchema = z.object({
  id: z.number().int(),
  restaurantId: z.number().int(),
  restaurantName: z.string(),
  restaurantAddress: z.string().nullable(),
  restaurantLatitude: z.string().nullable(),
  restaurantLongitude: z.string().nullable(),
  ...orderRecipientFields,
  ...orderContentFields,
  ...orderAmountFields,
  ...kitchenNoteField,
  ...deliveryInstructionsField,
  status: z.string(),
  /** Why a cancelled order was cancelled (the restaurant's or admin's words, or the system's); else null. */
  cancelReason: z.string().nullable(),
  /** A cancelled order: why, by whom, and where its money is; null for any other status. */
  cancellation: cancellationSchema.nullable(),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  estimatedDelivery: z.string().nullable(),
  /** An order for later: the time the customer chose (ISO); null for as soon as possible. */
  scheduledFor: z.string().nullable(),
  /** km between restaurant and customer, null when the customer's position is not usable. */
  deliveryDistance: z.string().nullable(),
  /** Travel minutes for that distance (2 min per km), null without a distance. */
  etaMinutes: z.number().int().nullable(),
  /** When the restaurant promised the food ready (ISO): set on accept, moved by a delay. */
  readyBy: z.string().nullable(),
  /** readyBy plus the travel minutes: the expected arrival (ISO), null until accepted. */
  estimatedArrival: z.string().nullable(),
  /**
   * When the order should reach the door (ISO): the scheduled time, then the kitchen's ready time
   * plus the ride (moved by each delay), then the pickup time plus the ride; null before the kitchen
   * answers and once the order has ended (etaOf in order-outcome.ts).
   */
  eta: z.string().nullable(),
  /** A cash order not yet paid: the amount to have ready at the door; else null. */
  cashDue: z.string().nullable(),
  driverId: z.number().int().nullable(),
  /** The assigned driver's first name only; null before a driver takes the order. */
  driverName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  actualDeliveryTime: z.string().nullable(),
  /** Every status the order reached, oldest first, with its real time. */
  timeline: z.array(timelineEntrySchema),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/**
 * The full view of one order, for the holder of its tracking token (GET /api/orders/track/{token},
 * and POST /api/orders for the device that ordered): the street address, the customer's position,
 * the delivery code and, while a driver carries the order, the driver's last position.
 */
export const trackedOrderSchema = customerOrderSchema.extend({
  deliveryCode: z.string(),
  /** Once a driver has the order: first name and vehicle (the spec's tracking driver info). */
  driver: trackedDriverSchema.nullable(),
  driverPosition: driverPositionSchema.nullable(),
  /** The customer's own rating of this order, once given; null before. */
  review: ownReviewSchema.nullable(),
  /** A delivered order not yet rated: the last moment it may be (ISO, 14 days on); else null. */
  rateableUntil: z.string().nullable(),
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

/**
 * What a phone number alone shows (GET /api/orders/customer/{phone}): status, progress, timeline,
 * restaurant, item count, total and ETA, and the address masked to its area. No name, no dishes,
 * no notes (an allergy or the way in is the customer's own), no coordinates, no delivery code.
 */
export const phoneOrderSchema = customerOrderSchema.omit({
  customerName: true,
  customerLatitude: true,
  customerLongitude: true,
  items: true,
  kitchenNote: true,
  deliveryInstructions: true,
});
export type PhoneOrder = z.infer<typeof phoneOrderSchema>;
