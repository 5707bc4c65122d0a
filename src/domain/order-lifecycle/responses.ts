// The parts of an order every side shows: its lines, its timeline of statuses, and how it is paid.
import * as z from 'zod';
import { chosenOptionSchema } from '../menu/option-groups';
import type { PhoneOrder } from '../tracking/responses';

export const PAYMENT_STATUSES = ['paid', 'cash_due', 'cash_collected', 'refund_pending', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const orderLineSchema = z.object({
  name: z.string(),
  quantity: z.number().int(),
  /** Unit price in the order's currency, as a decimal string ("12.99", "980"). */
  price: z.string(),
  /** price x quantity, as the cart showed it ("25.98"). */
  lineTotal: z.string(),
  /** The menu item it was ordered from (to order it again); null for orders stored without it. */
  menuItemId: z.number().int().nullable(),
  /** The chosen options as they were when the order was placed; [] when none. */
  options: z.array(chosenOptionSchema),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const timelineEntrySchema = z.object({
  status: z.string(),
  /** ISO time the order reached this status. */
  at: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** Who receives an order and where: name and phone as given, the street address and its position. */
export const orderRecipientFields = {
  customerName: z.string(),
  customerPhone: z.string(),
  customerAddress: z.string(),
  customerLatitude: z.string().nullable(),
  customerLongitude: z.string().nullable(),
};

/**
 * What an order costs, as decimal strings in its currency ("12.50", "980" yen): the food, the
 * promotion's discount, the delivery fee, the tax, the tip, in all. total = subtotal - discount +
 * deliveryFee + tax (unless taxIncluded: then it is inside the prices) + tip.
 */
export const orderAmountFields = {
  subtotal: z.string(),
  discount: z.string(),
  deliveryFee: z.string(),
  tax: z.string(),
  taxIncluded: z.boolean(),
  tip: z.string(),
  total: z.string(),
};

/** The lines of an order as placed, their currency, and how many items they add up to. */
export const orderContentFields = {
  /** ISO 4217: the restaurant's currency, which every amount of the order is in. */
  currency: z.string(),
  items: z.array(orderLineSchema),
  itemCount: z.number().int(),
};
/** The customer's note for the kitchen as written at checkout (trimmed), null when none. */
export const kitchenNoteField = { kitchenNote: z.string().nullable() };
/** The customer's instructions for the driver at the door (trimmed), null when none. */
export const deliveryInstructionsField = { deliveryInstructions: z.string().nullable() };

/** When the order first reached `status`, from its timeline; undefined if it has not. */
export function reachedAt(order: Pick<PhoneOrder, 'timeline'>, status: string): string | undefined {
  return order.timeline.find((entry) => entry.status === status)?.at;
}
