// What each push notification says (issue "Never miss an order"): the payload the service worker
// shows, `{ kind, title, body, url, orderId }`, with how urgent it is and how long a push service
// may hold it for a browser that is offline. Pure builders: the server decides who gets which.
import { RATING_FORM_ANCHOR } from '../reviews/rules';
import { formatAmount } from '../shared/currency';

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

export type PushKind =
  | 'new_order'
  | 'order_cancelled'
  | 'restaurant_paused'
  | 'new_offer'
  | 'order_taken_away'
  | 'restaurant_approved'
  | 'driver_approved'
  | 'order_accepted'
  | 'order_delayed'
  | 'order_picked_up'
  | 'order_delivered';

export interface PushMessage {
  kind: PushKind;
  title: string;
  body: string;
  /** A path of the web app (src/web/app/paths.ts), opened when the notification is clicked. */
  url: string;
  /** null when the notification is not about one order. */
  orderId: number | null;
}

export interface PushNotice {
  message: PushMessage;
  urgency: PushUrgency;
  ttlSeconds: number;
  /** A newer notice with the same topic replaces one the push service still holds. */
  topic?: string;
}

/** The web app's screens each side opens (the same strings as src/web/app/paths.ts). */
export const PUSH_PATHS = {
  restaurant: '/restaurant-app',
  driver: '/driver-app',
  admin: '/admin',
  orderTracking: '/order-tracking',
} as const;

/** The tracker of a phone's orders: the server never keeps tracking tokens in clear, only the phone. */
export function customerTrackingUrl(phoneE164: string): string {
  return `${PUSH_PATHS.orderTracking}?phone=${encodeURIComponent(phoneE164)}`;
}

const HOUR = 3600;
const DAY = 24 * HOUR;
/** An offer is usually taken within minutes; a late notice would point at a taken order. */
const OFFER_TTL_SECONDS = 15 * 60;
/** Names and reasons are bounded where they are stored; this keeps every payload far below 4 KB. */
const MAX_TEXT = 200;

const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);
const customerTopic = (orderId: number) => `order-${orderId}`;

export interface PlacedOrderFacts {
  orderId: number;
  customerName: string;
  /** Decimal string in the order's currency ("24.50"). */
  total: string;
  currency: string;
}

// --- Restaurants -------------------------------------------------------------------------------

/** `ttlSeconds`: until the order would be cancelled unanswered; later it means nothing. */
export function newOrderForRestaurant(order: PlacedOrderFacts, ttlSeconds: number): PushNotice {
  return {
    message: {
      kind: 'new_order',
      title: 'New Order Received!',
      body: clip(`Order from ${order.customerName} for ${formatAmount(order.total, order.currency)}`),
      url: PUSH_PATHS.restaurant,
      orderId: order.orderId,
    },
    urgency: 'high',
    ttlSeconds,
  };
}

export function orderCancelledForRestaurant(orderId: number, reason: string | null): PushNotice {
  return {
    message: {
      kind: 'order_cancelled',
      title: `Order #${orderId} cancelled`,
      body: clip(reason ? `Reason: ${reason}` : 'The order was cancelled. Do not prepare it.'),
      url: PUSH_PATHS.restaurant,
      orderId,
    },
    urgency: 'high',
    ttlSeconds: HOUR,
  };
}

export function restaurantPaused(unanswered: number): PushNotice {
  return {
    message: {
      kind: 'restaurant_paused',
      title: `Your restaurant was paused: ${unanswered} orders went unanswered`,
      body: 'Switch Open back on in the restaurant app when you are ready to take orders again.',
      url: PUSH_PATHS.restaurant,
      orderId: null,
    },
    urgency: 'high',
    ttlSeconds: DAY,
  };
}

// --- Drivers -----------------------------------------------------------------------------------

export interface OfferFacts {
  orderId: number;
  restaurantName: string;
  /** From the driver's last position to the restaurant; null when either is unknown. */
  pickupKm: number | null;
  /** The driver's estimated pay, decimal string, or null when not known. */
  driverPay: string | null;
  currency: string;
}

export function newOffer(offer: OfferFacts): PushNotice {
  const distance = offer.pickupKm === null ? '' : ` (${offer.pickupKm.toFixed(1)} km away)`;
  const pay = offer.driverPay === null ? '' : ` Earn ${formatAmount(offer.driverPay, offer.currency)}.`;
  return {
    message: {
      kind: 'new_offer',
      title: 'New delivery offer',
      body: clip(`Pick up at ${offer.restaurantName}${distance}.${pay}`),
      url: PUSH_PATHS.driver,
      orderId: offer.orderId,
    },
    urgency: 'high',
    ttlSeconds: OFFER_TTL_SECONDS,
  };
}

/** An admin gave the order to another driver. */
export function orderTakenAway(orderId: number): PushNotice {
  return {
    message: {
      kind: 'order_taken_away',
      title: `Order #${orderId} was reassigned`,
      body: 'An admin gave this delivery to another driver. You no longer need to pick it up.',
      url: PUSH_PATHS.driver,
      orderId,
    },
    urgency: 'high',
    ttlSeconds: HOUR,
  };
}

export function orderCancelledForDriver(orderId: number, reason: string | null): PushNotice {
  return {
    message: {
      kind: 'order_cancelled',
      title: `Order #${orderId} cancelled`,
      body: clip(reason ? `Do not deliver it. Reason: ${reason}` : 'Do not deliver it.'),
      url: PUSH_PATHS.driver,
      orderId,
    },
    urgency: 'high',
    ttlSeconds: HOUR,
  };
}

// --- Admins (SPEC section 7's notices) ---------------------------------------------------------

export function newOrderForAdmin(order: PlacedOrderFacts): PushNotice {
  return {
    message: {
      kind: 'new_order',
      title: 'New Order in System',
      body: clip(`Order from ${order.customerName} for ${formatAmount(order.total, order.currency)}`),
      url: PUSH_PATHS.admin,
      orderId: order.orderId,
    },
    urgency: 'normal',
    ttlSeconds: DAY,
  };
}

export function partnerApproved(role: 'restaurant' | 'driver', name: string): PushNotice {
  return {
    message: {
      kind: role === 'restaurant' ? 'restaurant_approved' : 'driver_approved',
      title: role === 'restaurant' ? 'Restaurant Approved' : 'Driver Approved',
      body: clip(`${name} is now active`),
      url: PUSH_PATHS.admin,
      orderId: null,
    },
    urgency: 'normal',
    ttlSeconds: DAY,
  };
}

// --- Customers (one order each) ----------------------------------------------------------------

export interface CustomerOrderFacts {
  orderId: number;
  /** E.164: the tracker's phone look-up. */
  phone: string;
  restaurantName: string;
}

function toCustomer(
  order: CustomerOrderFacts,
  kind: PushKind,
  title: string,
  body: string,
  urgency: PushUrgency,
): PushNotice {
  return {
    message: { kind, title, body: clip(body), url: customerTrackingUrl(order.phone), orderId: order.orderId },
    urgency,
    ttlSeconds: HOUR,
    topic: customerTopic(order.orderId),
  };
}

/**
 * When the food should arrive, as the tracker would put it: minutes from now to the kitchen's
 * ready time plus the travel (`arrivalMinutes`), or the estimate the order was placed with.
 */
export interface ArrivalFacts {
  arrivalMinutes: number | null;
  estimatedDelivery: string | null;
}

function arrivalSentence(arrival: ArrivalFacts): string {
  if (arrival.arrivalMinutes !== null) {
    return ` Estimated arrival in about ${Math.max(1, Math.round(arrival.arrivalMinutes))} min.`;
  }
  return arrival.estimatedDelivery ? ` Estimated delivery ${arrival.estimatedDelivery}.` : '';
}

export function orderAcceptedForCustomer(order: CustomerOrderFacts, arrival: ArrivalFacts): PushNotice {
  const body = `${order.restaurantName} accepted your order and is preparing it.${arrivalSentence(arrival)}`;
  return toCustomer(order, 'order_accepted', 'Order accepted', body, 'high');
}

export function orderDelayedForCustomer(
  order: CustomerOrderFacts,
  delayedByMinutes: number,
  arrival: ArrivalFacts,
): PushNotice {
  const body = `${order.restaurantName} needs ${delayedByMinutes} more minutes.${arrivalSentence(arrival)}`;
  return toCustomer(order, 'order_delayed', 'Order delayed', body, 'normal');
}

export function orderPickedUpForCustomer(order: CustomerOrderFacts): PushNotice {
  const body = `Your driver collected your order from ${order.restaurantName} and is on the way.`;
  return toCustomer(order, 'order_picked_up', 'Order picked up', body, 'high');
}

/** Opens the tracker at its rating form (#rate): the moment to ask how it was. */
export function orderDeliveredForCustomer(order: CustomerOrderFacts): PushNotice {
  const body = `Your order from ${order.restaurantName} was delivered. Enjoy your meal!`;
  const notice = toCustomer(order, 'order_delivered', 'Order delivered', body, 'normal');
  const url = `${notice.message.url}#${RATING_FORM_ANCHOR}`;
  return { ...notice, message: { ...notice.message, url } };
}

export function orderCancelledForCustomer(
  order: CustomerOrderFacts,
  reason: string | null,
  refunded: boolean,
): PushNotice {
  const why = reason ? `: ${reason}` : '.';
  const refund = refunded ? ' Your card payment is being refunded.' : '';
  const body = `Your order from ${order.restaurantName} was cancelled${why}${refund}`;
  return toCustomer(order, 'order_cancelled', 'Order cancelled', body, 'high');
}
