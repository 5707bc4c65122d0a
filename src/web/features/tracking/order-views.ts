import type { PhoneOrder, TrackedOrder } from '#domain/tracking/responses.ts';
import type { DriverPosition } from '#domain/tracking/rules.ts';
import { latestPosition } from './tracking-positions';

// Which view of an order a screen shows (DESIGN section 5): a phone number alone gives the phone
// view (item count, masked address, no positions); the order's tracking token, which the device
// that placed it keeps, gives the full view (dishes, street address, delivery code, the driver).

export type OrderView =
  | { kind: 'phone'; order: PhoneOrder }
  | {
      kind: 'tracked';
      order: TrackedOrder;
      trackingToken: string;
      /** The driver's newest known position: the loaded one or a later live one. */
      driver: DriverPosition | null;
    };

/** An order this device holds the tracking token of. */
export interface HeldToken {
  orderId: number;
  trackingToken: string;
}

/** How many held orders a look-up follows live at once (one socket each). */
export const MAX_LIVE_TOKENS = 3;

const FINISHED = new Set(['delivered', 'cancelled']);

export function isFinishedStatus(status: string): boolean {
  return FINISHED.has(status);
}

/** The tokens this device holds for the listed orders, by order id. */
export function heldTokensFor(
  orders: readonly Pick<PhoneOrder, 'id'>[],
  held: readonly HeldToken[],
): Map<number, string> {
  const ids = new Set(orders.map((order) => order.id));
  const tokens = new Map<number, string>();
  for (const entry of held) {
    if (ids.has(entry.orderId) && !tokens.has(entry.orderId)) tokens.set(entry.orderId, entry.trackingToken);
  }
  return tokens;
}

/**
 * The tokens to follow live: held orders still under way, in the list's order (newest first), at
 * most `max`. Finished orders have no driver moving any more.
 */
export function liveTokens(
  orders: readonly Pick<PhoneOrder, 'id' | 'status'>[],
  tokens: ReadonlyMap<number, string>,
  max = MAX_LIVE_TOKENS,
): string[] {
  const live: string[] = [];
  for (const order of orders) {
    const token = tokens.get(order.id);
    if (token && !isFinishedStatus(order.status)) live.push(token);
    if (live.length === max) break;
  }
  return live;
}

/**
 * The full view of an order. When the phone list was read after the tracked order (a live refresh
 * of one crossing the other), its newer status, timeline and ETA win; the street address, dishes
 * and positions only the tracked order has stay.
 */
export function mergeTrackedOrder(tracked: TrackedOrder, phone: PhoneOrder | undefined): TrackedOrder {
  if (!phone || phone.id !== tracked.id || !isNewer(phone.updatedAt, tracked.updatedAt)) return tracked;
  const { customerAddress: _masked, ...shared } = phone;
  return { ...tracked, ...shared };
}

function isNewer(a: string, b: string): boolean {
  const timeA = Date.parse(a);
  const timeB = Date.parse(b);
  return !Number.isNaN(timeA) && !Number.isNaN(timeB) && timeA > timeB;
}

export function trackedView(
  order: TrackedOrder,
  trackingToken: string,
  livePosition: DriverPosition | undefined,
): OrderView {
  return {
    kind: 'tracked',
    order,
    trackingToken,
    driver: latestPosition(order.driverPosition, livePosition),
  };
}

/**
 * Each order of a phone look-up in the view this device may show: the full one where it holds the
 * token and the tracked order has loaded, else the phone view.
 */
export function orderViews(
  phoneOrders: readonly PhoneOrder[],
  tracked: ReadonlyMap<number, { order: TrackedOrder; trackingToken: string }>,
  livePositions: ReadonlyMap<number, DriverPosition>,
): OrderView[] {
  return phoneOrders.map((order) => {
    const full = tracked.get(order.id);
    if (!full || full.order.id !== order.id) return { kind: 'phone', order };
    return trackedView(mergeTrackedOrder(full.order, order), full.trackingToken, livePositions.get(order.id));
  });
}
