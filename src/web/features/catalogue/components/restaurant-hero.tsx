import { Tag } from 'lucide-react';
import type { Restaurant } from '#domain/catalogue/responses.ts';
import { outsideDeliveryAreaMessage } from '#domain/ordering/messages.ts';
import { type RestaurantReach, TOO_FAR_TO_DELIVER } from '../restaurant-reach';
import { closedMark, ORDER_FOR_LATER_NOTICE, restaurantClosedNotice } from '../restaurant-status';
import { ClosedBadge } from './closed-badge';
import { RestaurantFacts } from './restaurant-facts';
import { RestaurantImage } from './restaurant-image';

/**
 * The restaurant page header: image, name, description and delivery facts; a closed restaurant
 * says so, in the notice `closedNoticeId` names (the menu's disabled buttons point at it). Once the
 * customer has a drop-off point, the distance to it shows, and one out of reach says "Too far to
 * deliver to you" in the notice `tooFarNoticeId` names.
 */
export function RestaurantHero({
  restaurant,
  closedNoticeId,
  reach = null,
  tooFarNoticeId,
}: {
  restaurant: Restaurant;
  closedNoticeId?: string;
  reach?: RestaurantReach | null;
  tooFarNoticeId?: string;
}) {
  const closed = closedMark(restaurant);
  const closedNotice = restaurantClosedNotice(restaurant);
  // Switched on and opening again: its dishes can be ordered now for a time when it is open.
  const forLater = restaurant.isOpen && restaurant.opensAtLocal !== null;
  return (
    <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <div className="bg-stone-100">
        <RestaurantImage
          src={restaurant.imageUrl}
          alt={`${restaurant.name} restaurant`}
          width={1200}
          height={400}
          eager
          className="aspect-[16/9] max-h-80 w-full object-cover sm:aspect-[3/1]"
        />
      </div>
      <div className="space-y-3 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h1 className="text-3xl font-bold tracking-tight text-stone-900">{restaurant.name}</h1>
              {closed === null ? null : <ClosedBadge className="text-sm" label={closed} />}
            </div>
            <p className="text-stone-600">{restaurant.cuisine}</p>
          </div>
          {restaurant.offer ? (
            <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-strong px-3 py-1 text-sm font-semibold text-white">
              <Tag className="size-4" aria-hidden="true" />
              {restaurant.offer}
            </p>
          ) : null}
        </div>
        {closedNotice === null ? null : (
          <p
            id={closedNoticeId}
            className="rounded-lg border border-stone-300 bg-stone-100 px-4 py-3 font-semibold text-stone-900"
          >
            {closedNotice}.{' '}
            {forLater
              ? ORDER_FOR_LATER_NOTICE
              : 'You can look at the menu; ordering opens again when the restaurant does.'}
          </p>
        )}
        {reach?.tooFar ? (
          <p
            id={tooFarNoticeId}
            className="rounded-lg border border-stone-300 bg-stone-100 px-4 py-3 text-stone-900"
          >
            <span className="block font-semibold">{TOO_FAR_TO_DELIVER}</span>
            {reach.distanceKm === null
              ? null
              : `${outsideDeliveryAreaMessage(restaurant.name, restaurant.deliveryRadiusKm, reach.distanceKm)}.`}
          </p>
        ) : null}
        {restaurant.description ? <p className="max-w-3xl text-stone-700">{restaurant.description}</p> : null}
        <RestaurantFacts restaurant={restaurant} distanceKm={reach?.distanceKm ?? null} roomy />
      </div>
    </div>
  );
}
