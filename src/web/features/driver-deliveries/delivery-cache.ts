import {
  ACTIVE_DELIVERY_STATUSES,
  type DriverDelivery,
  type DriverDeliveryPage,
  type DriverOffer,
} from '#domain/driver-deliveries/responses.ts';
import { withAnswer } from '#web/lib/versioned-list.ts';

const ACTIVE: readonly string[] = ACTIVE_DELIVERY_STATUSES;

export function isActiveDelivery(delivery: Pick<DriverDelivery, 'status'>): boolean {
  return ACTIVE.includes(delivery.status);
}

/**
 * The Active Deliveries page after an action answered with `delivery`: it replaces the card it
 * updates, joins the list when it became active (a claim), and leaves it once delivered or
 * cancelled, so the card changes at once instead of after the refetch. An answer older than what
 * the page shows (a lower version) is ignored.
 */
export function applyDeliveryToActivePage(
  page: DriverDeliveryPage,
  delivery: DriverDelivery,
): DriverDeliveryPage {
  const deliveries = withAnswer(page.deliveries, delivery, isActiveDelivery(delivery));
  return deliveries === page.deliveries ? page : { ...page, deliveries };
}

/** The offers without one that was taken (by this driver or another). */
export function withoutOffer(offers: readonly DriverOffer[], orderId: number): DriverOffer[] {
  return offers.filter((offer) => offer.id !== orderId);
}
