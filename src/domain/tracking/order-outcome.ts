// What the customer is told about how an order ended and what happens next (issue "After the order",
// item 1): who cancelled it and why, where the money is, when it should arrive, and the cash to have
// ready. Pure rules shared by the server's views and the tracker's words.
import * as z from 'zod';
import { formatAmount } from '../shared/currency';

export const CANCELLED_BY = ['restaurant', 'admin', 'customer', 'system'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

export const REFUND_STATES = ['refunded', 'pending', 'failed', 'not_charged', 'cash_not_due'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const cancellationSchema = z.object({
  /** The restaurant's or admin's words, the customer's or the system's reason; null when none was given. */
  reason: z.string().nullable(),
  by: z.enum(CANCELLED_BY),
  refund: z.enum(REFUND_STATES),
});
export type Cancellation = z.infer<typeof cancellationSchema>;

/** The assigned driver as a customer may know them: first name and vehicle, nothing else. */
export const trackedDriverSchema = z.object({
  firstName: z.string(),
  vehicleType: z.string(),
  vehicleNumber: z.string(),
});
export type TrackedDriver = z.infer<typeof trackedDriverSchema>;

/** "Maria Garcia" -> "Maria": a driver's or customer's first name, never the surname. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** The order's money after a cancellation, out of how it was paid and its refund's state. */
export function refundStateOf(order: {
  paymentMethod: string;
  paymentStatus: string;
  /** The refund record's status (pending, succeeded, failed), null when there is none. */
  refundStatus: string | null;
}): RefundState {
  if (order.paymentMethod === 'cash') return 'cash_not_due';
  if (order.refundStatus === 'failed') return 'failed';
  if (order.paymentStatus === 'refunded' || order.refundStatus === 'succeeded') return 'refunded';
  if (order.paymentStatus === 'refund_pending' || order.refundStatus === 'pending') return 'pending';
  // A card order cancelled without a captured payment (nothing was taken, so nothing to refund).
  return 'not_charged';
}

/** The tracker's sentence for each refund state, with the order's total in its currency. */
export function refundSentence(refund: RefundState, total: string, currency: string): string {
  const amount = formatAmount(total, currency);
  switch (refund) {
    case 'refunded':
      return `Refunded to your card: ${amount}`;
    case 'pending':
      return `Your refund of ${amount} is on its way`;
    case 'failed':
      return 'The refund failed: we are looking into it';
    case 'not_charged':
      return 'Nothing was charged';
    case 'cash_not_due':
      return 'Nothing to pay: this was a cash order';
  }
}

/** Who cancelled, as the tracker says it. */
export const CANCELLED_BY_TEXT: Record<CancelledBy, string> = {
  restaurant: 'Cancelled by the restaurant',
  admin: 'Cancelled by QuickBite support',
  customer: 'You cancelled this order',
  // The system's reason says why ("The restaurant did not respond"): this line only says who.
  system: 'Cancelled automatically',
};

/** "Have $33.47 ready": what the customer of a cash order pays at the door. */
export const cashDueSentence = (cashDue: string, currency: string) =>
  `Have ${formatAmount(cashDue, currency)} ready`;

const MINUTE_MS = 60_000;
const ENDED = new Set(['delivered', 'cancelled']);
const CARRIED = new Set(['picked-up', 'on-the-way']);

/**
 * When the order should reach the door (ISO), or null: for an order for later, its time; once the
 * kitchen accepted, the time it promised the food (moved by each delay) plus the ride; once picked
 * up, the pickup time plus the ride (2 minutes per km, the spec's rule); null before the kitchen
 * answers and once the order has ended.
 */
export function etaOf(order: {
  status: string;
  scheduledFor: string | null;
  readyBy: string | null;
  pickedUpAt: string | null;
  /** Ride minutes for the order's distance; null without a distance (the ride then counts 0). */
  rideMinutes: number | null;
}): string | null {
  if (ENDED.has(order.status)) return null;
  const ride = (order.rideMinutes ?? 0) * MINUTE_MS;
  if (CARRIED.has(order.status) && order.pickedUpAt !== null) {
    return new Date(Date.parse(order.pickedUpAt) + ride).toISOString();
  }
  if (order.readyBy !== null) return new Date(Date.parse(order.readyBy) + ride).toISOString();
  if (order.status === 'scheduled' && order.scheduledFor !== null) return order.scheduledFor;
  return null;
}
