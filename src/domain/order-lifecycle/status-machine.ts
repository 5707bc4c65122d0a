// The order status machine of DESIGN section 4 (enforced by the server) and the customer-facing
// display mapping of SPEC section 4 with DESIGN's correction for ready, picked-up and cancelled.

export const ORDER_STATUSES = [
  // An order for later: the restaurant's preparation lead before its time, the system confirms it.
  'scheduled',
  'confirmed',
  'preparing',
  'ready',
  'picked-up',
  'on-the-way',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_ACTORS = ['restaurant', 'driver', 'admin'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export interface Transition {
  readonly from: OrderStatus;
  readonly to: OrderStatus;
  readonly actors: readonly OrderActor[];
}

/**
 * Every legal status change and who may make it. Driver assignment is not a status change (see
 * canAssignDriver). The admin may cancel anything not yet delivered; cancelling twice is refused.
 */
export const TRANSITIONS: readonly Transition[] = Object.freeze([
  // scheduled -> confirmed is the system's own change at the order's release time (no person's).
  { from: 'scheduled', to: 'cancelled', actors: ['restaurant', 'admin'] },
  { from: 'confirmed', to: 'preparing', actors: ['restaurant'] },
  { from: 'confirmed', to: 'cancelled', actors: ['restaurant', 'admin'] },
  { from: 'preparing', to: 'ready', actors: ['restaurant'] },
  { from: 'ready', to: 'picked-up', actors: ['driver'] },
  { from: 'picked-up', to: 'on-the-way', actors: ['driver'] },
  { from: 'on-the-way', to: 'delivered', actors: ['driver'] },
  { from: 'preparing', to: 'cancelled', actors: ['admin'] },
  { from: 'ready', to: 'cancelled', actors: ['admin'] },
  { from: 'picked-up', to: 'cancelled', actors: ['admin'] },
  { from: 'on-the-way', to: 'cancelled', actors: ['admin'] },
] as const);

export type TransitionResult = { ok: true } | { ok: false; message: string };

function findTransition(from: OrderStatus, to: OrderStatus): Transition | undefined {
  return TRANSITIONS.find((transition) => transition.from === from && transition.to === to);
}

export function canTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return findTransition(from, to)?.actors.includes(actor) ?? false;
}

/**
 * Like canTransition, but says why not: the server answers 409 with this message. Takes strings
 * because the current status comes from the database and the target from a request.
 */
export function assertTransition(from: string, to: string, actor: OrderActor): TransitionResult {
  if (!isOrderStatus(from)) return { ok: false, message: `Unknown order status '${from}'` };
  if (!isOrderStatus(to)) return { ok: false, message: `Unknown order status '${to}'` };
  if (from === to) return { ok: false, message: `The order is already ${from}` };
  const transition = findTransition(from, to);
  if (!transition) return { ok: false, message: `An order cannot go from ${from} to ${to}` };
  if (!transition.actors.includes(actor)) {
    const allowed = transition.actors.map((who) => `the ${who}`).join(' or ');
    return { ok: false, message: `Only ${allowed} can move an order from ${from} to ${to}` };
  }
  return { ok: true };
}

/** Statuses in which an online driver may accept the order (the kitchen is working on it). */
export const DRIVER_ASSIGNABLE_STATUSES: readonly OrderStatus[] = ['preparing', 'ready'];

/** An approved, online driver may take an order that is preparing or ready and has no driver yet. */
export function canAssignDriver(order: { status: string; driverId: number | null | undefined }): boolean {
  return assertDriverAssignment(order).ok;
}

export function assertDriverAssignment(order: {
  status: string;
  driverId: number | null | undefined;
}): TransitionResult {
  if (order.driverId !== null && order.driverId !== undefined) {
    return { ok: false, message: 'This order already has a driver' };
  }
  if (!(DRIVER_ASSIGNABLE_STATUSES as readonly string[]).includes(order.status)) {
    return { ok: false, message: `An order that is ${order.status} cannot be offered to drivers` };
  }
  return { ok: true };
}

// --- Customer display (SPEC section 4, DESIGN section 4) --------------------------------------------------

export const TIMELINE_STEPS = ['Order Confirmed', 'Being Prepared', 'Out for Delivery', 'Delivered'] as const;
export type DisplayStep = 1 | 2 | 3 | 4;

/**
 * The customer sees four steps. 'ready' is still "being prepared" from their side and 'picked-up'
 * is already "on the way". Unknown statuses count as step 1, as the spec says; a cancelled order
 * also sits at step 1 (it was confirmed, nothing after) and shows its own badge.
 */
export function displayStep(status: string): DisplayStep {
  switch (status) {
    case 'preparing':
    case 'ready':
      return 2;
    case 'picked-up':
    case 'on-the-way':
      return 3;
    case 'delivered':
      return 4;
    default:
      return 1;
  }
}

/** Progress bar: 25/50/75/100 per step; cancelled, scheduled and unknown statuses show 0. */
export function progressPercent(status: string): number {
  if (!isOrderStatus(status) || status === 'cancelled' || status === 'scheduled') return 0;
  return displayStep(status) * 25;
}

const STEP_LABELS: Record<DisplayStep, string> = {
  1: 'Order Confirmed',
  2: 'Being Prepared',
  3: 'On The Way',
  4: 'Delivered',
};

/** Badge text. An unknown status is shown as it is rather than pretending it is confirmed. */
export function statusLabel(status: string): string {
  if (status === 'cancelled') return 'Cancelled';
  if (status === 'scheduled') return 'Scheduled';
  if (!isOrderStatus(status)) return status;
  return STEP_LABELS[displayStep(status)];
}

/** Whether timeline step `index` (0-based, into TIMELINE_STEPS) is lit: lit once reached. */
export function isTimelineStepReached(status: string, index: number): boolean {
  return index < displayStep(status);
}

/**
 * The expanded live tracker appears for 'preparing' and 'on-the-way' (SPEC section 4). We add
 * 'picked-up' because the customer sees it as "On The Way" and the driver is then really moving.
 * 'ready' stays out: we extend the spec's list only where the label already says the food is moving.
 */
export function showsLiveMap(status: string): boolean {
  return status === 'preparing' || status === 'picked-up' || status === 'on-the-way';
}

/**
 * While the customer may still cancel with the tracking token: before the kitchen accepted it
 * (scheduled, or confirmed and not yet answered).
 */
export const CUSTOMER_CANCELLABLE_STATUSES: readonly OrderStatus[] = ['scheduled', 'confirmed'];

export function customerMayCancel(status: string): boolean {
  return (CUSTOMER_CANCELLABLE_STATUSES as readonly string[]).includes(status);
}
