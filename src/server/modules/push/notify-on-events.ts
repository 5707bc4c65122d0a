import {
  newOffer,
  newOrderForAdmin,
  newOrderForRestaurant,
  orderAcceptedForCustomer,
  orderCancelledForCustomer,
  orderCancelledForDriver,
  orderCancelledForRestaurant,
  orderDelayedForCustomer,
  orderDeliveredForCustomer,
  orderPickedUpForCustomer,
  orderTakenAway,
  type PushNotice,
  partnerApproved,
  restaurantPaused,
} from '#domain/push/notifications.ts';
import { isWithinOfferRadius, pickupDistanceKm } from '#domain/push/offer-radius.ts';
import { etaMinutes } from '#domain/shared/geo.ts';
import type { PushSender, PushTarget } from '#server/push/push-sender.ts';
import type { HubEvent, HubListener } from '#server/realtime/hub.ts';
import { createKeyedQueue } from '#server/realtime/keyed-queue.ts';
import type { OrderAudiences, OrderRecipientRow, PushRepo } from './push.repo';

// Who is told what (issue "Never miss an order"). It listens to hub.onCommitted: the events this
// instance published, after their commit, so with several instances each notification is sent once,
// and never before the change it announces is visible. An event that can tell nobody costs nothing;
// one that can costs one statement (see ORDER_EVENT_RECIPIENTS). Sends are queued, never awaited here.

export interface PushNotifierDependencies {
  repo: PushRepo;
  sender: PushSender;
  /** A new order's notice is worth nothing once the order would be cancelled unanswered. */
  orderAcceptTimeoutSeconds: number;
  /** False when neither the restaurant nor any admin can have a subscription (no statement then). */
  mayHaveNewOrderSubscribers: (order: { orderId: number; restaurantId: number }) => Promise<boolean>;
  onError: (error: unknown) => void;
  now?: () => number;
}

type OrderUpdate = Extract<HubEvent, { kind: 'order_updated' }>;
type OrderCreated = Extract<HubEvent, { kind: 'order_created' }>;
type Change = 'released' | 'accepted' | 'delayed' | 'picked_up' | 'delivered' | 'cancelled';

const NOBODY: OrderAudiences = {
  restaurant: false,
  admins: false,
  customer: false,
  offerDrivers: false,
  driverId: null,
  ended: false,
  cancelledBy: false,
};

/** What an order_updated event means to the people following the order, or null: nothing. */
function changeOf(event: OrderUpdate): Change | null {
  switch (event.status) {
    // An order for later came due: for the kitchen it is a new order now.
    case 'confirmed':
      return 'released';
    case 'cancelled':
      return 'cancelled';
    case 'delivered':
      return 'delivered';
    case 'picked-up':
      return 'picked_up';
    case 'preparing':
      if (event.delayedByMinutes) return 'delayed';
      // Accepted by the kitchen: confirmed -> preparing, no driver yet. It just entered the offers.
      return event.driverId === null && !event.formerDriverId ? 'accepted' : null;
    default:
      return null;
  }
}

function audiencesOf(change: Change | null, event: OrderUpdate): OrderAudiences | null {
  const formerDriver = event.formerDriverId ?? null;
  switch (change) {
    case 'released':
      return { ...NOBODY, restaurant: true, admins: true };
    case 'accepted':
      return { ...NOBODY, customer: true, offerDrivers: true };
    case 'delayed':
    case 'picked_up':
      return { ...NOBODY, customer: true, driverId: formerDriver };
    case 'delivered':
      return { ...NOBODY, customer: true, ended: true };
    case 'cancelled':
      return {
        ...NOBODY,
        restaurant: true,
        customer: true,
        ended: true,
        cancelledBy: true,
        // The driver carrying it when it was cancelled.
        driverId: event.driverId,
      };
    case null:
      return formerDriver === null ? null : { ...NOBODY, driverId: formerDriver };
  }
}

export function createPushNotifier(deps: PushNotifierDependencies): HubListener {
  const { repo, sender } = deps;
  const now = deps.now ?? Date.now;
  // One queue per order: its notices go out in the order its changes were committed.
  const orderQueue = createKeyedQueue<number>(deps.onError);

  const send = (target: PushTarget, notice: PushNotice) => {
    const { ttlSeconds, urgency, topic } = notice;
    sender.send(
      { endpoint: target.endpoint, p256dh: target.p256dh, auth: target.auth },
      JSON.stringify(notice.message),
      { ttlSeconds, urgency, ...(topic ? { topic } : {}) },
    );
  };

  /** A new order's notice for one of its recipients (the restaurant, or an admin). */
  const newOrderNotice = (row: OrderRecipientRow, orderId: number): PushNotice | null => {
    const facts = { orderId, customerName: row.customerName, total: row.total, currency: row.currency };
    if (row.audience === 'restaurant') return newOrderForRestaurant(facts, deps.orderAcceptTimeoutSeconds);
    return row.audience === 'admin' ? newOrderForAdmin(facts) : null;
  };

  const newOrder = async (event: OrderCreated) => {
    const { orderId, placed } = event;
    // An order for later is announced when it comes due (released), not when placed.
    if (event.status === 'scheduled') return;
    const timeout = deps.orderAcceptTimeoutSeconds;
    if (placed?.currency) {
      // The usual case: the event carries the order's facts, so only the subscriptions are read.
      if (!(await deps.mayHaveNewOrderSubscribers({ orderId, restaurantId: placed.restaurantId }))) return;
      const facts = {
        orderId,
        customerName: placed.customerName,
        total: placed.total,
        currency: placed.currency,
      };
      for (const row of await repo.newOrderRecipients(placed.restaurantId)) {
        send(
          row,
          row.audience === 'restaurant' ? newOrderForRestaurant(facts, timeout) : newOrderForAdmin(facts),
        );
      }
      return;
    }
    const rows = await repo.orderRecipients(orderId, { ...NOBODY, restaurant: true, admins: true });
    for (const row of rows) {
      const notice = newOrderNotice(row, orderId);
      if (notice) send(row, notice);
    }
  };

  const orderUpdated = async (event: OrderUpdate, change: Change | null, audiences: OrderAudiences) => {
    const rows = await repo.orderRecipients(event.orderId, audiences);
    for (const row of rows) {
      const notice =
        change === 'released' ? newOrderNotice(row, event.orderId) : noticeFor(row, event, change, now());
      if (notice) send(row, notice);
    }
  };

  return async function onCommitted(event: HubEvent): Promise<void> {
    switch (event.kind) {
      case 'order_created':
        return orderQueue.run(event.orderId, () => newOrder(event));
      case 'order_updated': {
        const change = changeOf(event);
        const audiences = audiencesOf(change, event);
        if (!audiences) return;
        return orderQueue.run(event.orderId, () => orderUpdated(event, change, audiences));
      }
      case 'restaurant_paused': {
        const notice = restaurantPaused(event.unanswered);
        for (const target of await repo.subscriptionsOf('restaurant', event.restaurantId))
          send(target, notice);
        return;
      }
      case 'session_ended':
        return repo.deleteSessionSubscriptions(event.tokenHash);
      case 'restaurant_approval':
      case 'driver_approval': {
        if (!event.approved) return;
        const [role, id] =
          event.kind === 'restaurant_approval'
            ? (['restaurant', event.restaurantId] as const)
            : (['driver', event.driverId] as const);
        for (const admin of await repo.adminsWithPartnerName(role, id)) {
          if (admin.name !== null) send(admin, partnerApproved(role, admin.name));
        }
        return;
      }
      default:
        return;
    }
  };
}

/** The notice one recipient row gets for an order update, or null (the row is not to be told). */
function noticeFor(
  row: OrderRecipientRow,
  event: OrderUpdate,
  change: Change | null,
  nowMs: number,
): PushNotice | null {
  const { orderId } = event;
  switch (row.audience) {
    case 'restaurant':
      // The kitchen's own rejection needs no notice; anyone else's cancellation does.
      return change === 'cancelled' && row.cancelledBy !== 'restaurant'
        ? orderCancelledForRestaurant(orderId, row.cancelReason)
        : null;
    case 'offer': {
      const km = pickupDistanceKm(row, {
        latitude: row.restaurantLatitude,
        longitude: row.restaurantLongitude,
      });
      if (!isWithinOfferRadius(km)) return null;
      return newOffer({
        orderId,
        restaurantName: row.restaurantName,
        pickupKm: km,
        driverPay: row.driverPay,
        currency: row.currency,
      });
    }
    case 'driver':
      return change === 'cancelled'
        ? orderCancelledForDriver(orderId, row.cancelReason)
        : orderTakenAway(orderId);
    case 'customer':
      return customerNotice(row, event, change, nowMs);
    case 'admin':
      return null;
  }
}

function customerNotice(
  row: OrderRecipientRow,
  event: OrderUpdate,
  change: Change | null,
  nowMs: number,
): PushNotice | null {
  const order = { orderId: event.orderId, phone: row.phone, restaurantName: row.restaurantName };
  const arrival = { arrivalMinutes: arrivalMinutes(row, nowMs), estimatedDelivery: row.estimatedDelivery };
  switch (change) {
    case 'accepted':
      return orderAcceptedForCustomer(order, arrival);
    case 'delayed':
      return orderDelayedForCustomer(order, event.delayedByMinutes ?? 0, arrival);
    case 'picked_up':
      return orderPickedUpForCustomer(order);
    case 'delivered':
      return orderDeliveredForCustomer(order);
    case 'cancelled':
      // The customer who cancelled needs no notice of it.
      if (row.cancelledBy === 'customer') return null;
      return orderCancelledForCustomer(order, row.cancelReason, row.paymentStatus.startsWith('refund'));
    case 'released':
    case null:
      return null;
  }
}

/** Minutes from now until the kitchen's ready time plus the travel, as the tracker counts them. */
function arrivalMinutes(row: OrderRecipientRow, nowMs: number): number | null {
  if (row.readyBy === null || row.deliveryDistance === null) return null;
  const readyAt = new Date(row.readyBy).getTime();
  if (Number.isNaN(readyAt)) return null;
  return Math.max(0, (readyAt - nowMs) / 60_000) + etaMinutes(Number(row.deliveryDistance));
}
