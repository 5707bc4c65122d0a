import type { DeliveryPay, DriverDelivery, DriverOffer } from '#domain/driver-deliveries/responses.ts';
import { computePayouts } from '#domain/order-lifecycle/payouts.ts';
import { parseLatLng } from '#domain/ordering/delivery-location.ts';
import { haversineKm, type LatLng, roundKm } from '#domain/shared/geo.ts';
import { centsToDecimal, toCents } from '#domain/shared/money.ts';
import { DELIVERY_CODE_MAX_FAILURES, maskAddress } from '#domain/tracking/rules.ts';
import { parseStoredItems, timelineOf } from '../order-lifecycle/customer-order-view';
import type { TimelineRow } from '../order-lifecycle/order-records';
import type { DeliveryRow, OfferRow } from './driver-deliveries.repo';

// Stored rows -> the driver's views (src/domain/driver-app.ts). The pay shown is computed by the
// same rules that finalise it at delivery (DESIGN section 4), from the order's own amounts.

type PricedRow = Pick<OfferRow, 'subtotal' | 'deliveryFee' | 'tip' | 'deliveryDistance'>;

export function deliveryPay(row: PricedRow): DeliveryPay {
  const payouts = computePayouts({
    subtotalCents: toCents(row.subtotal),
    deliveryFeeCents: toCents(row.deliveryFee),
    tipCents: toCents(row.tip),
    distanceKm: row.deliveryDistance === null ? 0 : Number(row.deliveryDistance),
  });
  return {
    base: centsToDecimal(payouts.driverBaseCents),
    distance: centsToDecimal(payouts.driverDistanceCents),
    tip: centsToDecimal(toCents(row.tip)),
    tipFee: centsToDecimal(payouts.tipFeeCents),
    total: centsToDecimal(payouts.driverPayCents),
  };
}

function pickupOf(row: OfferRow) {
  return {
    id: row.restaurantId,
    name: row.restaurantName,
    address: row.restaurantAddress,
    phone: row.restaurantPhone,
    latitude: row.restaurantLatitude,
    longitude: row.restaurantLongitude,
  };
}

const itemCountOf = (itemsText: string) =>
  parseStoredItems(itemsText).reduce((count, line) => count + line.quantity, 0);

/** km from the driver to the restaurant, or null without either position. */
export function pickupDistanceKm(row: OfferRow, driver: LatLng | null): number | null {
  const restaurant = parseLatLng(row.restaurantLatitude, row.restaurantLongitude);
  return driver && restaurant ? roundKm(haversineKm(driver, restaurant)) : null;
}

export function toDriverOffer(row: OfferRow, driver: LatLng | null): DriverOffer {
  const pickupKm = pickupDistanceKm(row, driver);
  return {
    id: row.id,
    status: row.status,
    pickup: pickupOf(row),
    dropOffArea: maskAddress(row.customerAddress),
    pickupDistanceKm: pickupKm === null ? null : pickupKm.toFixed(2),
    dropOffDistanceKm: row.deliveryDistance,
    itemCount: itemCountOf(row.items),
    paymentMethod: row.paymentMethod,
    total: row.total,
    pay: deliveryPay(row),
    readyBy: row.readyBy ? row.readyBy.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toDriverDelivery(row: DeliveryRow, timeline: readonly TimelineRow[]): DriverDelivery {
  const items = parseStoredItems(row.items);
  return {
    id: row.id,
    status: row.status,
    pickup: pickupOf(row),
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    customerAddress: row.customerAddress,
    customerLatitude: row.customerLatitude,
    customerLongitude: row.customerLongitude,
    items,
    itemCount: items.reduce((count, line) => count + line.quantity, 0),
    total: row.total,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    deliveryDistance: row.deliveryDistance,
    pay: deliveryPay(row),
    readyBy: row.readyBy ? row.readyBy.toISOString() : null,
    deliveryCodeFailures: row.deliveryCodeFailures,
    deliveryLocked: row.deliveryCodeFailures >= DELIVERY_CODE_MAX_FAILURES,
    cancelReason: row.cancelReason,
    actualDeliveryTime: row.actualDeliveryTime ? row.actualDeliveryTime.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    timeline: timelineOf(timeline, row.id),
  };
}
