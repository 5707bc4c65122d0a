import type { CustomerOrder } from '../../../domain/customer-order';
import { formatStepTime } from './timeline-steps';

// What the customer's tracking views say about when the food arrives. Before the restaurant accepts,
// the order only has the estimate it was placed with ("25-35 min"); once the restaurant accepted
// with a prep time, the server's estimatedArrival (ready-by time plus travel) is the real answer,
// and a delay moves it.

export type OrderEta =
  /** "Estimated arrival 7:45 PM": the server's arrival time (ISO). */
  | { kind: 'arrival'; at: string }
  /** "Estimated delivery 25-35 min": the estimate sent with the order. */
  | { kind: 'estimate'; text: string };

/** Statuses after which an arrival estimate means nothing any more. */
const FINISHED = new Set(['delivered', 'cancelled']);

export function orderEta(
  order: Pick<CustomerOrder, 'status' | 'estimatedArrival' | 'estimatedDelivery'>,
): OrderEta | null {
  if (order.estimatedArrival && !FINISHED.has(order.status) && isTime(order.estimatedArrival)) {
    return { kind: 'arrival', at: order.estimatedArrival };
  }
  return order.estimatedDelivery ? { kind: 'estimate', text: order.estimatedDelivery } : null;
}

function isTime(iso: string): boolean {
  return !Number.isNaN(Date.parse(iso));
}

/**
 * The label and value the trackers show: ['Estimated arrival', '7:45 PM'] (in the browser's locale
 * and time zone, like the timeline's times) or ['Estimated delivery', '25-35 min'].
 */
export function etaLabelAndValue(eta: OrderEta): [label: string, value: string] {
  return eta.kind === 'arrival'
    ? ['Estimated arrival', formatStepTime(eta.at)]
    : ['Estimated delivery', eta.text];
}
