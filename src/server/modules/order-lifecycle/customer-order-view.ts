import { ACTIVE_DELIVERY_STATUSES } from '#domain/driver-deliveries/responses.ts';
import { type ChosenOption, chosenOptionSchema } from '#domain/menu/option-groups.ts';
import type { OrderLine } from '#domain/order-lifecycle/responses.ts';
import { ORDER_STATUSES } from '#domain/order-lifecycle/status-machine.ts';
import { RATING_WINDOW_DAYS } from '#domain/reviews/rules.ts';
import { moneyDecimal } from '#domain/shared/currency.ts';
import { etaMinutes } from '#domain/shared/geo.ts';
import { toCents } from '#domain/shared/money.ts';
import { firstNameOf } from '#domain/tracking/order-outcome.ts';
import type { CustomerOrder, TrackedOrder } from '#domain/tracking/responses.ts';
import { orderAmountsView } from './order-amounts-view';
import type { CustomerOrderRow, TrackedOrderRow } from './order-lifecycle.repo';
import { orderOutcome } from './order-outcome-view';
import type { TimelineRow } from './order-records';

// Stored order rows -> the customer's views of them (src/domain/customer-order.ts): the full view
// for the tracking token's holder, the phone view (area only, no name, dishes or position) for
// anyone who knows the phone number.

/**
 * The stored items text (JSON written by placeOrder) as lines, each with its total in the order's
 * currency; anything unreadable is skipped.
 */
export function parseStoredItems(text: string, currency: string): OrderLine[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry): OrderLine[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { id, name, quantity, price, options } = entry as Record<string, unknown>;
    if (typeof name !== 'string' || typeof quantity !== 'number') return [];
    const unit = String(price ?? '0.00');
    return [
      {
        name,
        quantity,
        price: unit,
        lineTotal: moneyDecimal(toCents(unit) * quantity, currency),
        menuItemId: typeof id === 'number' ? id : null,
        options: storedOptions(options),
      },
    ];
  });
}

/** A line's snapshot of its chosen options; orders placed before options have none. */
function storedOptions(value: unknown): ChosenOption[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((option): ChosenOption[] => {
    const parsed = chosenOptionSchema.safeParse(option);
    return parsed.success ? [parsed.data] : [];
  });
}

/** One order's steps out of timeline rows read for several orders. */
export function timelineOf(timeline: readonly TimelineRow[], orderId: number) {
  return timeline
    .filter((entry) => entry.orderId === orderId)
    .map((entry) => ({ status: entry.status, at: entry.at.toISOString() }));
}

export const lifecycleIndex = (status: string) => (ORDER_STATUSES as readonly string[]).indexOf(status);

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** When the order should arrive: travel minutes for its distance, added to when the food is ready. */
export function arrivalOf(deliveryDistance: string | null, readyByValue: Date | string | null) {
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

export const itemCountOf = (items: readonly OrderLine[]) =>
  items.reduce((count, line) => count + line.quantity, 0);

export function toCustomerOrder(row: CustomerOrderRow, timeline: readonly TimelineRow[]): CustomerOrder {
  const { cancelledBy, refundStatus, ...stored } = row;
  const items = parseStoredItems(row.items, row.currency);
  const arrival = arrivalOf(row.deliveryDistance, row.readyBy);
  const steps = timelineOf(timeline, row.id);
  const amounts = orderAmountsView(row);
  const scheduledFor = iso(row.scheduledFor);
  return {
    ...stored,
    ...amounts,
    items,
    itemCount: itemCountOf(items),
    ...arrival,
    ...orderOutcome(
      {
        ...row,
        ...amounts,
        cancelledBy,
        refundStatus,
        scheduledFor,
        readyBy: arrival.readyBy,
        rideMinutes: arrival.etaMinutes,
      },
      steps.find((step) => step.status === 'picked-up')?.at ?? null,
    ),
    driverName: row.driverName === null ? null : firstNameOf(row.driverName),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    actualDeliveryTime: iso(row.actualDeliveryTime),
    scheduledFor,
    timeline: steps,
  };
}

/** The full view: the delivery code, and the driver's position while it carries the order. */
export function toTrackedOrder(row: TrackedOrderRow, timeline: readonly TimelineRow[]): TrackedOrder {
  const {
    deliveryCode,
    driverVehicleType,
    driverVehicleNumber,
    reviewFood,
    reviewDelivery,
    reviewComment,
    reviewAt,
    driverLatitude,
    driverLongitude,
    driverLocationAt,
    ...customerRow
  } = row;
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
  const driver =
    row.driverId !== null && row.driverName !== null
      ? {
          firstName: firstNameOf(row.driverName),
          vehicleType: driverVehicleType ?? '',
          vehicleNumber: driverVehicleNumber ?? '',
        }
      : null;
  const review =
    reviewFood !== null && reviewDelivery !== null && reviewAt !== null
      ? {
          food: reviewFood,
          delivery: reviewDelivery,
          comment: reviewComment,
          createdAt: reviewAt.toISOString(),
        }
      : null;
  const rateableUntil =
    review === null && row.status === 'delivered' && row.actualDeliveryTime !== null
      ? new Date(row.actualDeliveryTime.getTime() + RATING_WINDOW_DAYS * DAY_MS).toISOString()
      : null;
  return {
    ...toCustomerOrder(customerRow, timeline),
    deliveryCode,
    driver,
    driverPosition,
    review,
    rateableUntil,
  };
}
