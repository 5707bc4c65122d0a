import type { PhoneOrder } from '#domain/tracking/responses.ts';
import type { OrderView } from './order-views';
import { type RemainingEta, remainingEta } from './remaining-eta';
import { formatStepTime } from './timeline-steps';
import { customerPosition } from './tracking-positions';

// What the customer's tracking views say about when the food arrives. Before the kitchen answers,
// the order only has the estimate it was placed with ("25-35 min"); from then on the server's `eta`
// is the answer (the kitchen's ready time plus the ride, moved by each delay, then the pickup time
// plus the ride: etaOf in the domain). Once the driver has the food and its position is known (the
// full view only), the arrival follows the driver's remaining distance instead. Nothing is promised
// once the order is delivered or cancelled.

export type OrderEta =
  /** "Arriving by 7:45 PM": the server's eta (ISO). */
  | { kind: 'arrival'; at: string }
  /** "Arriving by 7:52 PM", from the driver's last position: `minutes` of travel, `km` to go. */
  | { kind: 'driver'; at: string; minutes: number; km: number }
  /** "Estimated delivery 25-35 min": the estimate sent with the order. */
  | { kind: 'estimate'; text: string };

type EtaFields = Pick<PhoneOrder, 'status' | 'eta' | 'estimatedDelivery'> & {
  /** An order for later: its own time is the answer until the kitchen promises one. */
  scheduledFor?: string | null;
};

/** Statuses after which an arrival estimate means nothing any more. */
const FINISHED = new Set(['delivered', 'cancelled']);

export function orderEta(order: EtaFields): OrderEta | null {
  if (FINISHED.has(order.status)) return null;
  // A scheduled order's eta is its own time, which the tracker already says above ("Scheduled for").
  if (order.eta && order.status !== 'scheduled' && isTime(order.eta)) {
    return { kind: 'arrival', at: order.eta };
  }
  // "25-35 min" was never what an order for later promised: the trackers show its time instead.
  if (order.scheduledFor) return null;
  return order.estimatedDelivery ? { kind: 'estimate', text: order.estimatedDelivery } : null;
}

/** orderEta, unless the driver's remaining distance gives a better answer (see remainingEta). */
export function trackerEta(order: EtaFields, remaining: RemainingEta | null): OrderEta | null {
  if (remaining?.arrivalAt && !FINISHED.has(order.status)) {
    return { kind: 'driver', at: remaining.arrivalAt, minutes: remaining.minutes, km: remaining.km };
  }
  return orderEta(order);
}

function isTime(iso: string): boolean {
  return !Number.isNaN(Date.parse(iso));
}

/**
 * The label and value the trackers show: ['Arriving by', '7:45 PM'] (in the browser's locale and
 * time zone, like the timeline's times) or ['Estimated delivery', '25-35 min'].
 */
export function etaLabelAndValue(eta: OrderEta): [label: string, value: string] {
  return eta.kind === 'estimate' ? ['Estimated delivery', eta.text] : ['Arriving by', formatStepTime(eta.at)];
}

/** The ETA a view shows: the full view follows the driver once it has the food. */
export function viewEta(view: OrderView): OrderEta | null {
  if (view.kind === 'phone') return orderEta(view.order);
  return trackerEta(view.order, remainingEta(view.order.status, view.driver, customerPosition(view.order)));
}
