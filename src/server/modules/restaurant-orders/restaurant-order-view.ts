import type { RestaurantOrder } from '#domain/restaurant-orders/responses.ts';
import { parseStoredItems, timelineOf } from '../order-lifecycle/customer-order-view';
import { orderAmountsView } from '../order-lifecycle/order-amounts-view';
import type { TimelineRow } from '../order-lifecycle/order-records';
import type { RestaurantOrdersRepo } from './restaurant-orders.repo';

// Stored rows -> the restaurant's view of its orders (src/domain/restaurant-board.ts).

type KitchenOrderRow = NonNullable<Awaited<ReturnType<RestaurantOrdersRepo['orderById']>>>;

export function toRestaurantOrder(row: KitchenOrderRow, timeline: readonly TimelineRow[]): RestaurantOrder {
  const items = parseStoredItems(row.items, row.currency);
  const {
    driverId,
    driverName,
    driverPhone,
    driverVehicleType,
    driverVehicleNumber,
    restaurantId: _r,
    ...rest
  } = row;
  return {
    ...rest,
    ...orderAmountsView(rest),
    items,
    itemCount: items.reduce((count, line) => count + line.quantity, 0),
    readyBy: row.readyBy ? row.readyBy.toISOString() : null,
    scheduledFor: row.scheduledFor ? row.scheduledFor.toISOString() : null,
    driver:
      driverId === null
        ? null
        : {
            id: driverId,
            name: driverName ?? '',
            phone: driverPhone ?? '',
            vehicleType: driverVehicleType ?? '',
            vehicleNumber: driverVehicleNumber ?? '',
          },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    timeline: timelineOf(timeline, row.id),
  };
}
