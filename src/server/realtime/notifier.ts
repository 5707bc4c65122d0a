import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { drivers, restaurants } from '../db/schema';
import type { CatalogueCache } from '../modules/catalogue/catalogue.cache';
import type { OrdersRepo } from '../modules/orders/orders.repo';
import type { HubEvent } from './hub';
import type { SocketRegistry } from './socket-registry';

// Turns hub events (ids only) into the live messages of SPEC section 7 for this instance's sockets.

export function createNotifier(deps: {
  db: Database;
  registry: SocketRegistry;
  catalogueCache: CatalogueCache;
  orders: OrdersRepo;
}) {
  const { db, registry, catalogueCache } = deps;
  const relayOrderEvent = createOrderRelay(registry, deps.orders);

  return async function onHubEvent(event: HubEvent): Promise<void> {
    switch (event.kind) {
      case 'order_created':
      case 'order_updated':
      case 'payment_completed':
      case 'driver_location':
        return relayOrderEvent(event);
      case 'catalogue_changed':
        catalogueCache.invalidate();
        return;
      case 'restaurant_approval': {
        catalogueCache.invalidate();
        if (!event.approved) {
          registry.closeSubject(
            { subjectType: 'restaurant', subjectId: event.restaurantId },
            'Access revoked',
          );
          return;
        }
        const [row] = await db
          .select({ name: restaurants.name })
          .from(restaurants)
          .where(eq(restaurants.id, event.restaurantId));
        if (row) registry.toAdmins({ type: 'restaurant_approved', data: { name: row.name } });
        return;
      }
      case 'driver_approval': {
        if (!event.approved) {
          registry.closeSubject({ subjectType: 'driver', subjectId: event.driverId }, 'Access revoked');
          return;
        }
        const [row] = await db
          .select({ name: drivers.name })
          .from(drivers)
          .where(eq(drivers.id, event.driverId));
        if (row) registry.toAdmins({ type: 'driver_approved', data: { name: row.name } });
        return;
      }
    }
  };
}

type OrderHubEvent = Extract<
  HubEvent,
  { kind: 'order_created' | 'order_updated' | 'payment_completed' | 'driver_location' }
>;

/**
 * Who hears about an order (SPEC section 7, DESIGN section 5): admins about every order, a
 * restaurant about its own, the assigned driver about the orders it carries, and a customer socket
 * about the orders of the phone it follows.
 */
function createOrderRelay(registry: SocketRegistry, orders: OrdersRepo) {
  return async (event: OrderHubEvent): Promise<void> => {
    const order = await orders.findOrderForLiveEvent(event.orderId);
    if (!order) return;
    const restaurant = { subjectType: 'restaurant', subjectId: order.restaurantId } as const;
    const update = {
      type: 'order_updated',
      data: {
        id: order.id,
        customerPhone: order.customerPhone,
        restaurantId: order.restaurantId,
        driverId: order.driverId,
        status: order.status,
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
          },
        } as const;
        registry.toAdmins(created);
        registry.toSubject(restaurant, created);
        registry.toPhone(order.customerPhoneNormalized, update);
        return;
      }
      case 'order_updated':
        registry.toAdmins(update);
        registry.toSubject(restaurant, update);
        if (order.driverId) registry.toSubject({ subjectType: 'driver', subjectId: order.driverId }, update);
        registry.toPhone(order.customerPhoneNormalized, update);
        return;
      case 'payment_completed': {
        const paid = { type: 'payment_completed', data: { orderId: order.id, amount: order.total } } as const;
        registry.toAdmins(paid);
        registry.toPhone(order.customerPhoneNormalized, paid);
        return;
      }
      case 'driver_location': {
        // Only the driver actually carrying the order may move it on the customer's map.
        if (order.driverId !== event.driverId) return;
        const { orderId, driverId, latitude, longitude } = event;
        const moved = {
          type: 'driver_location_update',
          data: { orderId, driverId, latitude, longitude },
        } as const;
        registry.toAdmins(moved);
        registry.toPhone(order.customerPhoneNormalized, moved);
        return;
      }
    }
  };
}
