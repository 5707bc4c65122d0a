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

/**
 * Why the cart cannot be checked out now, in the customer's words, or null when nothing known
 * stands in the way (an unknown or still loading restaurant is left to the server to judge).
 */
export function checkoutBlocker(
  restaurant:
    | Pick<Restaurant, 'name' | 'isOpen' | 'openNow' | 'opensAtLocal' | 'timeZone' | 'minOrder' | 'currency'>
    | undefined,
  subtotalCents: number,
  now: Date = new Date(),
): string | null {
  if (!restaurant) return null;
  const closed = restaurantClosedNotice(restaurant, now);
  if (closed) return closed;
  const shortfall = minimumOrderShortfall(subtotalCents, restaurant.minOrder, restaurant.currency);
  return shortfall ? minimumOrderMessage(shortfall) : null;
}

export interface CheckoutGate {
  /** Why going on is blocked, shown next to the disabled button; null when it is not. */
  blocker: string | null;
  /**
   * After the server refused the order on a rule (closed, minimum, unavailable dish): read the
   * restaurant and its menu again, so the screen shows what the server knows.
   */
  refreshRestaurant: () => void;
}

/**
 * The cart's restaurant (GET /api/restaurants/{id}, shared with the page) and its menu judged
 * against the cart.
 */
export function useCheckoutGate(items: readonly CartItem[]): CheckoutGate {
  const queryClient = useQueryClient();
  const restaurantId = items[0]?.restaurantId;
  const restaurant = useRestaurant(restaurantId ?? 1, restaurantId !== undefined);
  const refreshRestaurant = useCallback(() => {
    if (restaurantId !== undefined) invalidateRestaurant(queryClient, restaurantId);
  }, [queryClient, restaurantId]);
  const known = restaurantId === undefined ? undefined : restaurant.data;
  // Dishes whose price or availability changed since they were added (DESIGN deviation 15).
  const changes = useCartChanges(items);
  const blocker = checkoutBlocker(known, cartTotalCents(items)) ?? cartChangesBlocker(changes);
  return { blocker, refreshRestaurant };
}
