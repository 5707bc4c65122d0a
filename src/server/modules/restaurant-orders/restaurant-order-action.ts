import type { RestaurantOrder } from '#domain/restaurant-orders/responses.ts';
import { AppError } from '#server/http/app-error.ts';
import { ORDER_NOT_FOUND } from '../order-lifecycle/order-access';
import type { OrderLifecycleDependencies } from '../order-lifecycle/order-lifecycle-dependencies';
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
  const row = await deps.kitchen.orderById(orderId);
  if (!row) throw AppError.notFound(ORDER_NOT_FOUND);
  return toRestaurantOrder(row, await deps.repo.timelines([orderId]));
}
