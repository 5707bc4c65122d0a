import {
  CANCELLED_BY,
  type Cancellation,
  type CancelledBy,
  etaOf,
  refundStateOf,
} from '#domain/tracking/order-outcome.ts';

// The parts of the customer's views that say how the order is going and how it ended (issue "After
// the order", item 1): the cancellation with its refund, the arrival time, the cash to have ready.

export interface OutcomeRow {
  status: string;
  cancelReason: string | null;
  /** The actor type of the order's cancelled event. */
  cancelledBy: string | null;
  refundStatus: string | null;
  paymentMethod: string;
  paymentStatus: string;
  total: string;
  scheduledFor: string | null;
  readyBy: string | null;
  rideMinutes: number | null;
}

const asCancelledBy = (actor: string | null): CancelledBy =>
  (CANCELLED_BY as readonly string[]).includes(actor ?? '') ? (actor as CancelledBy) : 'system';

export function orderOutcome(row: OutcomeRow, pickedUpAt: string | null) {
  const cancellation: Cancellation | null =
    row.status === 'cancelled'
      ? { reason: row.cancelReason, by: asCancelledBy(row.cancelledBy), refund: refundStateOf(row) }
      : null;
  const cashOpen = row.paymentMethod === 'cash' && row.paymentStatus === 'cash_due';
  return {
    cancellation,
    eta: etaOf({ ...row, pickedUpAt }),
    cashDue: cashOpen && row.status !== 'cancelled' ? row.total : null,
  };
}
