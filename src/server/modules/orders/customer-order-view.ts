import { ACTIVE_DELIVERY_STATUSES } from '#domain/driver-deliveries/responses.ts';
import type { OrderLine } from '#domain/order-lifecycle/responses.ts';
import { ORDER_STATUSES } from '#domain/order-lifecycle/status-machine.ts';
import { etaMinutes } from '#domain/shared/geo.ts';
import type { CustomerOrder, PhoneOrder, TrackedOrder } from '#domain/tracking/responses.ts';
import { maskAddress } from '#domain/tracking/rules.ts';
import type { TimelineRow } from './order-records';
import type { CustomerOrderRow, TrackedOrderRow } from './orders.repo';
import type { PhoneLookupRow } from './phone-lookup-statement';

// Stored order rows -> the customer's views of them (src/domain/customer-order.ts): the full view
// for the tracking token's holder, the phone view (area only, no name, dishes or position) for
// anyone who knows the phone number.

/** The stored items text (JSON written by placeOrder) as lines; anything unreadable is skipped. */
export function parseStoredItems(text: string): OrderLine[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry): OrderLine[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { name, quantity, price } = entry as Record<string, unknown>;
    if (typeof name !== 'string' || typeof quantity !== 'number') return [];
    return [{ name, quantity, price: String(price ?? '0.00') }];
  });
}

/** One order's steps out of timeline rows read for several orders. */
export function timelineOf(timeline: readonly TimelineRow[], orderId: number) {
  return timeline
    .filter((entry) => entry.orderId === orderId)
    .map((entry) => ({ status: entry.status, at: entry.at.toISOString() }));
}

const lifecycleIndex = (status: string) => (ORDER_STATUSES as readonly string[]).indexOf(status);

/**
 * Each status an order reached and when it first did, oldest first, out of its status_times. Two
 * changes within one millisecond keep the order of the status machine (jsonb keeps its keys in its
 * own order, not in the order they were written).
 */
export function firstReached(statusTimes: Readonly<Record<string, number>>) {
  return Object.entries(statusTimes)
    .sort((a, b) => a[1] - b[1] || lifecycleIndex(a[0]) - lifecycleIndex(b[0]))
    .map(([status, atMs]) => ({ status, at: new Date(atMs).toISOString() }));
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const MINUTE_MS = 60_000;

/** When the order should arrive: travel minutes for its distance, added to when the food is ready. */
function arrivalOf(deliveryDistance: string | null, readyByValue: Date | string | null) {
  const travelMinutes = deliveryDistance === null ? null : etaMinutes(Number(deliveryDistance));
  // The phone look-up's driver reads timestamps as text on some paths: normalise through Date.
  const readyBy = readyByValue === null ? null : new Date(readyByValue);
  return {
    etaMinutes: travelMinutes,
    readyBy: iso(readyBy),
    estimatedArrival:
      readyBy === null || travelMinutes === null
        ? null
        : new Date(readyBy.getTime() + travelMinutes * MINUTE_MS).toISOString(),
  };
}

const itemCountOf = (items: readonly OrderLine[]) => items.reduce((count, line) => count + line.quantity, 0);

export function toCustomerOrder(row: CustomerOrderRow, timeline: readonly TimelineRow[]): CustomerOrder {
  const items = parseStoredItems(row.items);
  return {
    ...row,
    items,
    itemCount: itemCountOf(items),
    ...arrivalOf(row.deliveryDistance, row.readyBy),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    actualDeliveryTime: iso(row.actualDeliveryTime),
    timeline: timelineOf(timeline, row.id),
  };
}

/** The full view: the delivery code, and the driver's position while it carries the order. */
export function toTrackedOrder(row: TrackedOrderRow, timeline: readonly TimelineRow[]): TrackedOrder {
  const { deliveryCode, driverLatitude, driverLongitude, driverLocationAt, ...customerRow } = row;
  const carrying =
    row.driverId !== null && (ACTIVE_DELIVERY_STATUSES as readonly string[]).includes(row.status);
  const driverPosition =
    carrying && driverLatitude !== null && driverLongitude !== null && driverLocationAt !== null
      ? {
          latitude: Number(driverLatitude),
          longitude: Number(driverLongitude),
          at: new Date(driverLocationAt).toISOString(),
        }
      : null;
  return { ...toCustomerOrder(customerRow, timeline), deliveryCode, driverPosition };
}

/**
 * What a phone number alone may see of an order, built straight from the look-up's row with every
 * field named: nothing the row does not name can reach the answer, and the order is copied once
 * (going through the full view first copied every order three times, a fifth of a look-up's CPU).
 */
export function toPhoneOrder(row: PhoneLookupRow): PhoneOrder {
  const arrival = arrivalOf(row.deliveryDistance, row.readyBy);
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    restaurantName: row.restaurantName,
    restaurantAddress: row.restaurantAddress,
    restaurantLatitude: row.restaurantLatitude,
    restaurantLongitude: row.restaurantLongitude,
    customerPhone: row.customerPhone,
    customerAddress: maskAddress(row.customerAddress),
    itemCount: itemCountOf(parseStoredItems(row.items)),
    subtotal: row.subtotal,
    deliveryFee: row.deliveryFee,
    tip: row.tip,
    total: row.total,
    status: row.status,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    estimatedDelivery: row.estimatedDelivery,
    deliveryDistance: row.deliveryDistance,
    etaMinutes: arrival.etaMinutes,
    readyBy: arrival.readyBy,
    estimatedArrival: arrival.estimatedArrival,
    driverId: row.driverId,
    driverName: row.driverName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    actualDeliveryTime: iso(row.actualDeliveryTime),
    timeline: firstReached(row.statusTimes),
  };
}
