// The answer to placing an order.
import * as z from 'zod';
import { orderAmountFields } from '../order-lifecycle/responses';
import { trackedOrderSchema } from '../tracking/responses';

/** POST /api/orders: the full view plus the tracking token, which only this answer ever carries. */
export const placedOrderSchema = trackedOrderSchema.extend({ trackingToken: z.string() });
export type PlacedOrderResponse = z.infer<typeof placedOrderSchema>;

/** The promotion an order gets: its title and the discount it gives (a decimal string). */
export const appliedPromotionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  discount: z.string(),
});
export type AppliedPromotion = z.infer<typeof appliedPromotionSchema>;

/**
 * POST /api/orders/quote: the order's money as placing it would charge, in the restaurant's
 * currency. total = subtotal - discount + deliveryFee + tax (when not included) + tip.
 */
export const orderQuoteSchema = z.object({
  currency: z.string(),
  ...orderAmountFields,
  promotion: appliedPromotionSchema.nullable(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;

/**
 * GET /api/restaurants/{id}/delivery-slots: every time an order for later may be placed for now,
 * earliest first (ISO, quarter hours of the restaurant's clock in `timeZone`, within 7 days and its
 * hours). Empty when it has no hours ahead.
 */
export const deliverySlotsSchema = z.object({
  timeZone: z.string(),
  slots: z.array(z.string()),
});
export type DeliverySlots = z.infer<typeof deliverySlotsSchema>;
