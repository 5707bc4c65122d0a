import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type CartItem, cartTotalCents } from '#domain/cart/rules.ts';
import type { Restaurant } from '#domain/catalogue/responses.ts';
import { cartChangesBlocker, useCartChanges } from '../features/cart/cart-changes';
import { minimumOrderMessage, minimumOrderShortfall } from '../features/cart/minimum-order';
import { useRestaurant } from '../features/catalogue/api/get-restaurant';
import { invalidateRestaurant } from '../features/catalogue/invalidate-restaurant';
import { restaurantClosedNotice } from '../features/catalogue/restaurant-status';

// The ordering rules a cart can be checked against before anything is sent (DESIGN deviation 13):
// the drawer and /checkout both compose the cart with its restaurant's record through this.

type GateRestaurant = Pick<
  Restaurant,
  'name' | 'isOpen' | 'openNow' | 'opensAtLocal' | 'timeZone' | 'minOrder' | 'currency'
>;

/**
 * Whether a restaurant closed now takes orders for later: switched on, outside its hours, with an
 * opening ahead (the checkout then offers its times).
 */
export function takesOrdersForLaterOnly(restaurant: GateRestaurant | undefined): boolean {
  return (
    restaurant !== undefined && !restaurant.openNow && restaurant.isOpen && restaurant.opensAtLocal !== null
  );
}

/**
 * Why the cart cannot be checked out now, in the customer's words, or null when nothing known
 * stands in the way (an unknown or still loading restaurant is left to the server to judge). An
 * order for later (`forLater`) is not stopped by the hours: its time is checked against them.
 */
export function checkoutBlocker(
  restaurant: GateRestaurant | undefined,
  subtotalCents: number,
  now: Date = new Date(),
  forLater = false,
): string | null {
  if (!restaurant) return null;
  const closed = forLater && restaurant.isOpen ? null : restaurantClosedNotice(restaurant, now);
  if (closed) return closed;
  const shortfall = minimumOrderShortfall(subtotalCents, restaurant.minOrder, restaurant.currency);
  return shortfall ? minimumOrderMessage(shortfall) : null;
}

export interface CheckoutGate {
  /** Why going on is blocked, shown next to the disabled button; null when it is not. */
  blocker: string | null;
  /** Closed now but taking orders for later: the drawer sends the customer to /checkout's times. */
  laterOnly: boolean;
  /**
   * After the server refused the order on a rule (closed, minimum, unavailable dish): read the
   * restaurant and its menu again, so the screen shows what the server knows.
   */
  refreshRestaurant: () => void;
}

/**
 * The cart's restaurant (GET /api/restaurants/{id}, shared with the page) and its menu judged
 * against the cart; `forLater` when the order is for a time chosen at /checkout.
 */
export function useCheckoutGate(items: readonly CartItem[], { forLater = false } = {}): CheckoutGate {
  const queryClient = useQueryClient();
  const restaurantId = items[0]?.restaurantId;
  const restaurant = useRestaurant(restaurantId ?? 1, restaurantId !== undefined);
  const refreshRestaurant = useCallback(() => {
    if (restaurantId !== undefined) invalidateRestaurant(queryClient, restaurantId);
  }, [queryClient, restaurantId]);
  const known = restaurantId === undefined ? undefined : restaurant.data;
  // Dishes whose price or availability changed since they were added (DESIGN deviation 15).
  const changes = useCartChanges(items);
  const blocker =
    checkoutBlocker(known, cartTotalCents(items), new Date(), forLater) ?? cartChangesBlocker(changes);
  return { blocker, laterOnly: takesOrdersForLaterOnly(known), refreshRestaurant };
}
