import type { DriverDelivery } from '#domain/driver-deliveries/responses.ts';
import type { OrderLifecycleDependencies } from '../order-lifecycle/order-lifecycle-dependencies';
import { orderView } from '../order-lifecycle/order-views';
import type { RateCardsRepo } from '../order-lifecycle/rate-cards.repo';
import { toDriverDelivery } from './delivery-view';
import type { DriverDeliveriesRepo } from './driver-deliveries.repo';

// What the driver's actions share: their dependencies and the answer each gives, the delivery as
// the driver now sees it. Each action (one file each) is found and authorised first (another
// driver's order is a 404), checked against the state machine (409 naming the current status),
// then committed as one conditional UPDATE with its event row and live event (DESIGN section 4).

export interface DriverDeliveryDependencies extends OrderLifecycleDependencies {
  deliveries: DriverDeliveriesRepo;
  /** Delivery computes the final pay by the restaurant country's card, read fresh. */
  rateCards: RateCardsRepo;
}

export async function driverDelivery(
  deps: DriverDeliveryDependencies,
  orderId: number,
): Promise<DriverDelivery> {
  return orderView(deps.repo, await deps.deliveries.deliveryById(orderId), toDriverDelivery);
}
