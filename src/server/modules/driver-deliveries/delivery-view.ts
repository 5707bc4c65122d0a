import type { DeliveryPay, DriverDelivery, DriverOffer } from '#domain/driver-deliveries/responses.ts';
import { parseLatLng } from '#domain/ordering/delivery-location.ts';
import { moneyDecimal } from '#domain/shared/currency.ts';
import { haversineKm, type LatLng, roundKm } from '#domain/shared/geo.ts';
import { toCents } from '#domain/shared/money.ts';
import { DELIVERY_CODE_MAX_FAILURES, maskAddress } from '#domain/tracking/rules.ts';
import { parseStoredItems, timelineOf } from '../order-lifecycle/customer-order-view';
import { type PayableOrderRow, rulesKeptWith, storedOrderPayouts } from '../order-lifecycle/order-payouts';
import type { TimelineRow } from '../order-lifecycle/order-records';
import type { DeliveryRow, OfferRow } from './driver-deliveries.repo';

// Stored rows -> the driver's views (src/domain/driver-app.ts). The pay shown is computed by the
// same rules that finalise it at delivery (DESIGN section 4), from the order's own amounts and the
// rate card kept with the order (its country's card when it was placed, or delivered).

export function deliveryPay(row: PayableOrderRow & { paymentBreakdown: string | null }): DeliveryPay {
  const payouts = storedOrderPayouts(row, rulesKeptWith(row.paymentBreakdown));
  const money = (cents: number) => moneyDecimal(cents, row.currency);
  return {
    base: money(payouts.driverBaseCents),
    distance: money(payouts.driverDistanceCents),
    tip: money(toCents(row.tip)),
    tipFee: money(payouts.tipFeeCents),
    total: money(payouts.driverPayCents),
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

const itemCountOf = (itemsText: string, currency: string) =>
  parseStoredItems(itemsText, currency).reduce((count, line) => count + line.quantity, 0);

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
    itemCount: itemCountOf(row.items, row.currency),
    paymentMethod: row.paymentMethod,
    currency: row.currency,
    total: moneyDecimal(toCents(row.total), row.currency),
    pay: deliveryPay(row),
    readyBy: row.readyBy ? row.readyBy.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toDriverDelivery(row: DeliveryRow, timeline: readonly TimelineRow[]): DriverDelivery {
  const items = parseStoredItems(row.items, row.currency);
  return {
    id: row.id,
    status: row.status,
    pickup: pickupOf(row),
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    customerAddress: row.customerAddress,
    customerLatitude: row.customerLatitude,
    customerLongitude: row.customerLongitude,
    deliveryInstructions: row.deliveryInstructions,
    items,
    itemCount: items.reduce((count, line) => count + line.quantity, 0),
    currency: row.currency,
    total: moneyDecimal(toCents(row.total), row.currency),
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
