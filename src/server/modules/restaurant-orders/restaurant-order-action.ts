import type { RestaurantOrder } from '#domain/restaurant-orders/responses.ts';
import type { OrderLifecycleDependencies } from '../order-lifecycle/order-lifecycle-dependencies';
import { orderView } from '../order-lifecycle/order-views';
import { toRestaurantOrder } from './restaurant-order-view';
import type { RestaurantOrdersRepo } from './restaurant-orders.repo';

// What the kitchen's actions share: their dependencies and the answer each gives, the order as the
// restaurant now sees it. Each action (one file each) is found and authorised first (another
// restaurant's order is a 404), checked against the state machine (409 naming the current status),
// then committed as one conditional UPDATE with its event row and live event (DESIGN section 4).

export interface RestaurantOrderDependencies extends OrderLifecycleDependencies {
  kitchen: RestaurantOrdersRepo;
}

export async function restaurantOrder(
  deps: RestaurantOrderDependencies,
  orderId: number,
): Promise<RestaurantOrder> {
  return orderView(deps.repo, await deps.kitchen.orderById(orderId), toRestaurantOrder);
}
