import { Clock, MapPin, ShoppingBag, Star, Truck } from 'lucide-react';
import type { Restaurant } from '#domain/catalogue/responses.ts';
import { ratingLabel } from '#domain/reviews/rules.ts';
import { centsOrNull } from '#domain/shared/money.ts';
import { formatDeliveryFee, formatPrice } from '#web/lib/format.ts';
import { formatDistance } from '../restaurant-reach';

/**
 * Rating ("4.6 (12)", or "New" before anyone has rated), delivery time, delivery fee (in the restaurant's currency) and, once the customer has a
 * drop-off point, the distance to it, as on the restaurant cards; the page header (`roomy`) adds
 * the minimum order when there is one.
 */
export function RestaurantFacts({
  restaurant,
  distanceKm = null,
  roomy = false,
  className = '',
}: {
  restaurant: Pick<
    Restaurant,
    'rating' | 'ratingCount' | 'deliveryTime' | 'deliveryFee' | 'currency' | 'minOrder'
  >;
  /** Straight-line km to the customer's drop-off point; null when unknown. */
  distanceKm?: number | null;
  /** Wider spacing for the page header than for the cards. */
  roomy?: boolean;
  className?: string;
}) {
  const gap = roomy ? 'gap-x-6 gap-y-2' : 'gap-x-4 gap-y-1';
  return (
    <ul className={`flex flex-wrap items-center ${gap} text-sm text-stone-700 ${className}`}>
      <li className="flex items-center gap-1">
        <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
        <span className="sr-only">Rating </span>
        {ratingLabel(restaurant.rating, restaurant.ratingCount)}
        {restaurant.ratingCount > 0 ? (
          <span className="text-stone-600">
            {' '}
            ({restaurant.ratingCount}
            <span className="sr-only"> {restaurant.ratingCount === 1 ? 'review' : 'reviews'}</span>)
          </span>
        ) : null}
      </li>
      <li className="flex items-center gap-1">
        <Clock className="size-4 text-stone-500" aria-hidden="true" />
        <span className="sr-only">Delivery time</span>
        {restaurant.deliveryTime}
      </li>
      <li className="flex items-center gap-1">
        <Truck className="size-4 text-stone-500" aria-hidden="true" />
        {formatDeliveryFee(restaurant.deliveryFee, restaurant.currency)}
      </li>
      {roomy && (centsOrNull(restaurant.minOrder) ?? 0) > 0 ? (
        <li className="flex items-center gap-1" data-testid="restaurant-minimum-order">
          <ShoppingBag className="size-4 text-stone-500" aria-hidden="true" />
          {formatPrice(restaurant.minOrder, restaurant.currency)} minimum order
        </li>
      ) : null}
      {distanceKm === null ? null : (
        <li className="flex items-center gap-1" data-testid="restaurant-distance">
          <MapPin className="size-4 text-stone-500" aria-hidden="true" />
          <span className="sr-only">Distance to your delivery point</span>
          {formatDistance(distanceKm)}
        </li>
      )}
    </ul>
  );
}
