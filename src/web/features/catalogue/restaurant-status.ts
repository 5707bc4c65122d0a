import type { Restaurant } from '#domain/catalogue/responses.ts';
import { closedLabel, outsideHoursMessage } from '#domain/opening-hours/opening-text.ts';

/**
 * What a closed restaurant (its Open toggle off, DESIGN deviation 13) shows, word for word what the
 * server answers an order for it with.
 */
export function restaurantClosedMessage(name: string): string {
  return `${name} is closed right now`;
}

type OpeningFields = Pick<Restaurant, 'name' | 'isOpen' | 'openNow' | 'opensAt' | 'timeZone'>;

const opensAtOf = (restaurant: OpeningFields) => (restaurant.opensAt ? new Date(restaurant.opensAt) : null);

/**
 * The mark of a restaurant taking no orders now, or null while it takes them: "Closed" when its
 * switch is off, "Closed · Opens at 10:00 AM" (another day: "Closed · Opens Monday at 10:00 AM")
 * outside its hours, read in its own time zone.
 */
export function closedMark(restaurant: OpeningFields, now: Date = new Date()): string | null {
  if (restaurant.openNow) return null;
  if (!restaurant.isOpen) return 'Closed';
  return closedLabel(opensAtOf(restaurant), restaurant.timeZone, now);
}

/** Why it takes no orders now, as the server's 409 restaurant_closed says it; null while it does. */
export function restaurantClosedNotice(restaurant: OpeningFields, now: Date = new Date()): string | null {
  if (restaurant.openNow) return null;
  if (!restaurant.isOpen) return restaurantClosedMessage(restaurant.name);
  const opensAt = opensAtOf(restaurant);
  const when = outsideHoursMessage(restaurant.name, opensAt, restaurant.timeZone, now);
  return opensAt ? `${restaurantClosedMessage(restaurant.name)}. ${when}` : when;
}
