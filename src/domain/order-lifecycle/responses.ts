// The parts of an order every side shows: its lines, its timeline of statuses, and how it is paid.
import { z } from 'zod';
import type { PhoneOrder } from '../tracking/responses';

export const PAYMENT_STATUSES = ['paid', 'cash_due', 'cash_collected', 'refund_pending', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const orderLineSchema = z.object({
  name: z.string(),
  quantity: z.number().int(),
  /** Unit price in dollars, as a decimal string ("12.99"). */
  price: z.string(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const timelineEntrySchema = z.object({
  status: z.string(),
  /** ISO time the order reached this status. */
  at: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
/** When the order first reached `status`, from its timeline; undefined if it has not. */
export function reachedAt(order: Pick<PhoneOrder, 'timeline'>, status: string): string | undefined {
  return order.timeline.find((entry) => entry.status === status)?.at;
}
