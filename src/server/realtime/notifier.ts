import type { CatalogueCache } from '../http/catalogue-cache';
import type { HubEvent, OrderHubEvent } from './hub';
import { createKeyedQueue } from './keyed-queue';
import type { SocketRegistry } from './socket-registry';

// Turns hub events (ids and committed order state) into the live messages of SPEC section 7 for
// this instance's sockets. The reads it needs are handed in (app.ts passes the repositories): the
// live channel is infrastructure and knows no module.

/** After an update to one of these statuses, the set of offers may have changed. */
const OFFER_CHANGING_STATUSES = ['preparing', 'ready', 'cancelled'] as const;

/** What a live event about an order needs beyond the event: fields that never change, and its driver. */
export interface LiveEventOrder {
  id: number;
  restaurantId: number;
  currentDriverId: number | null;
  customerName: string;
  customerPhone: string;
  /** E.164, the form customer sockets follow. */
  customerPhoneNormalized: string;
  total: string;
}

export interface NotifierReads {
  findOrderForLiveEvent(orderId: number): Promise<LiveEventOrder | null>;
  findPartnerName(type: 'restaurant' | 'driver', id: number): Promise<string | null>;
}

export function createNotifier(deps: {
  registry: SocketRegistry;
  catalogueCache: CatalogueCache;
  reads: NotifierReads;
  onError: (error: unknown) => void;
}) {
  const { registry, catalogueCache, reads } = deps;
  const relayOrderEvent = createOrderRelay(registry, reads);
  // One queue per order: its events reach the sockets in the order they were committed, however
  // long each one's read takes (decision 0012).
  const orderQueue = createKeyedQueue<number>(deps.onError);

  return async function onHubEvent(event: HubEvent): Promise<void> {
    switch (event.kind) {
      case 'order_created':
      case 'order_updated':
      case 'payment_completed':
      case 'driver_location':
        return orderQueue.run(event.orderId, () => relayOrderEvent(event));
      case 'session_ended':
        registry.closeSession(event.tokenHash, 'Signed out');
        return;
      case 'cash_settled': {
        const updated = { type: 'cash_updated', data: { driverId: event.driverId } } as const;
        registry.toAdmins(updated);
        registry.toSubject({ subjectType: 'driver', subjectId: event.driverId }, updated);
        return;
      }
      case 'catalogue_changed': {
        catalogueCache.invalidate();
        if (event.restaurantId === undefined) return;
        const changed = { type: 'catalogue_updated', data: { restaurantId: event.restaurantId } } as const;
        registry.toRestaurantPage(event.restaurantId, changed);
        registry.toSubject({ subjectType: 'restaurant', subjectId: event.restaurantId }, changed);
        return;
      }
      case 'restaurant_paused': {
        // It no longer takes orders: lists, pages and its own Settings show it closed.
        catalogueCache.invalidate();
        const changed = { type: 'catalogue_updated', data: { restaurantId: event.restaurantId } } as const;
        registry.toRestaurantPage(event.restaurantId, changed);
        registry.toSubject({ subjectType: 'restaurant', subjectId: event.restaurantId }, changed);
        return;
      }
      case 'restaurant_approval': {
        catalogueCache.invalidate();
        if (!event.approved) {
          registry.closeSubject(
            { subjectType: 'restaurant', subjectId: event.restaurantId },
            'Access revoked',
          );
          return;
        }
        const name = await reads.findPartnerName('restaurant', event.restaurantId);
        if (name !== null) registry.toAdmins({ type: 'restaurant_approved', data: { name } });
        return;
      }
      case 'driver_approval': {
        if (!event.approved) {
          registry.closeSubject({ subjectType: 'driver', subjectId: event.driverId }, 'Access revoked');
          return;
        }
        const name = await reads.findPartnerName('driver', event.driverId);
        if (name !== null) registry.toAdmins({ type: 'driver_approved', data: { name } });
        return;
      }
    }
  };
}

/**
 * Who hears about an order (SPEC section 7, DESIGN section 5): admins about every order, a
 * restaurant about its own, the assigned driver about the orders it carries, and a customer socket
 * about the orders of the phone it follows. Status, driver and sequence number come from the event
 * (the state its transaction committed), never from a later read.
 */
function createOrderRelay(registry: SocketRegistry, reads: NotifierReads) {
  return async (event: OrderHubEvent): Promise<void> => {
    // A placement's events carry what they announce; later events read it (it never changes).
    const order =
      'placed' in event && event.placed
        ? { id: event.orderId, currentDriverId: null, ...event.placed }
        : await reads.findOrderForLiveEvent(event.orderId);
    if (!order) return;
    const restaurant = { subjectType: 'restaurant', subjectId: order.restaurantId } as const;

    if (event.kind === 'driver_location') {
      // Only the driver actually carrying the order may move it on the customer's map.
      if (order.currentDriverId !== event.driverId) return;
      const { orderId, driverId, latitude, longitude, at } = event;
      const moved = {
        type: 'driver_location_update',
        data: { orderId, driverId, latitude, longitude, ...(at ? { at } : {}) },
      } as const;
      registry.toAdmins(moved);
      // A driver closing in on a door would reveal it: positions go to the token's holder only.
      registry.toTracker(order.id, moved);
      return;
    }

    const seq = event.version;
    const update = {
      type: 'order_updated',
      data: {
        id: order.id,
        customerPhone: order.customerPhone,
        restaurantId: order.restaurantId,
        driverId: event.driverId,
        status: event.status,
        ...(event.kind === 'order_updated' && event.delayedByMinutes
          ? { delayedByMinutes: event.delayedByMinutes }
          : {}),
        seq,
      },
    } as const;

    switch (event.kind) {
      case 'order_created': {
        const created = {
          type: 'order_created',
          data: {
            id: order.id,
            restaurantId: order.restaurantId,
            customerName: order.customerName,
            total: order.total,
            // 'scheduled' for an order for later: the board shows it without asking for an answer.
            status: event.status,
            seq,
          },
        } as const;
        registry.toAdmins(created);
        registry.toSubject(restaurant, created);
        registry.toCustomers(order.customerPhoneNormalized, order.id, update);
        return;
      }
      case 'order_updated':
        registry.toAdmins(update);
        registry.toSubject(restaurant, update);
        if (event.driverId) registry.toSubject({ subjectType: 'driver', subjectId: event.driverId }, update);
        if (event.formerDriverId) {
          registry.toSubject({ subjectType: 'driver', subjectId: event.formerDriverId }, update);
        }
        registry.toCustomers(order.customerPhoneNormalized, order.id, update);
        // The order entered or left the offers (a kitchen accepted it, a driver took it, it was
        // cancelled): drivers reload them. No customer data goes to drivers who do not carry it.
        if ((OFFER_CHANGING_STATUSES as readonly string[]).includes(event.status)) {
          registry.toRole('driver', { type: 'offers_updated', data: { orderId: order.id } });
        }
        return;
      case 'payment_completed': {
        const paid = {
          type: 'payment_completed',
          data: { orderId: order.id, amount: order.total, seq },
        } as const;
        registry.toAdmins(paid);
        registry.toCustomers(order.customerPhoneNormalized, order.id, paid);
        return;
      }
    }
  };
}
