import type { Restaurant } from '#domain/catalogue/responses.ts';
import { closedLabel, localDate } from '#domain/opening-hours/opening-text.ts';

/**
 * What a closed restaurant (its Open toggle off, DESIGN deviation 13) shows, word for word what the
 * server answers an order for it with.
 */
export function restaurantClosedMessage(name: string): string {
  return `${name} is closed right now`;
}

/** A restaurant closed now but opening again takes orders for later (issue 37). */
export const ORDER_FOR_LATER_NOTICE =
  'Order for later: add dishes now and choose a delivery time at checkout.';

type OpeningFields = Pick<Restaurant, 'name' | 'isOpen' | 'openNow' | 'opensAtLocal' | 'timeZone'>;

/**
 * The mark of a restaurant taking no orders now, or null while it takes them: "Closed" when its
 * switch is off, "Closed · Opens at 10:00 AM" (another day: "Closed · Opens Monday at 10:00 AM")
 * outside its hours, read in its own time zone.
 */
export function closedMark(restaurant: OpeningFields, now: Date = new Date()): string | null {
  if (restaurant.openNow) return null;
  if (!restaurant.isOpen) return 'Closed';
  // The opening's words come from the server; only "today" is judged here, on this device's clock.
  return closedLabel(restaurant.opensAtLocal, localDate(now, restaurant.timeZone));
}

/** Why it takes no orders now, in the words of the server's 409 restaurant_closed; null while it does. */
export function restaurantClosedNotice(restaurant: OpeningFields, now: Date = new Date()): string | null {
  if (restaurant.openNow) return null;
  if (!restaurant.isOpen) return restaurantClosedMessage(restaurant.name);
  const opening = restaurant.opensAtLocal;
  if (!opening) return `${restaurant.name} has no opening hours and takes no orders`;
  // "Closed · Opens tomorrow at 10:00 AM" → "Opens tomorrow at 10:00 AM".
  const when = closedLabel(opening, localDate(now, restaurant.timeZone))
    .replace('Closed · ', '')
    .replace('Opens at', 'Opens today at');
  return `${restaurantClosedMessage(restaurant.name)}. ${when}`;
}
