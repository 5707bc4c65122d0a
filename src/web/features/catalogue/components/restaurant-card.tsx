import { Link } from 'wouter';
import type { Restaurant } from '#domain/catalogue/responses.ts';
import { paths } from '#web/app/paths.ts';
import { cn } from '#web/lib/cn.ts';
import { type RestaurantReach, TOO_FAR_TO_DELIVER } from '../restaurant-reach';
import { closedMark } from '../restaurant-status';
import { ClosedBadge } from './closed-badge';
import { RestaurantFacts } from './restaurant-facts';
import { RestaurantImage } from './restaurant-image';

/**
 * One restaurant of the home's list; a closed one carries a "Closed" badge (outside its hours with when it opens) and a greyed image. Once
 * the customer has a drop-off point, the card shows its distance, and one out of reach says so.
 */
export function RestaurantCard({
  restaurant,
  reach = null,
}: {
  restaurant: Restaurant;
  reach?: RestaurantReach | null;
}) {
  const closed = closedMark(restaurant);
  return (
    <Link
      href={paths.restaurant(restaurant.id)}
      className="focus-ring group flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0"
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-stone-100">
        <RestaurantImage
          src={restaurant.imageUrl}
          alt=""
          width={640}
          height={400}
          className={cn(
            'size-full object-cover transition duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100',
            (closed !== null || reach?.tooFar) && 'grayscale',
          )}
        />
        {restaurant.offer ? (
          <span className="absolute top-3 left-3 rounded-full bg-brand-strong px-3 py-1 text-xs font-semibold text-white">
            {restaurant.offer}
          </span>
        ) : null}
        {closed === null ? null : <ClosedBadge className="absolute top-3 right-3" label={closed} />}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-lg font-semibold text-stone-900">{restaurant.name}</h3>
        <p className="text-sm text-stone-600">{restaurant.cuisine}</p>
        {reach?.tooFar ? (
          <p className="mt-2 rounded-md bg-stone-100 px-2.5 py-1.5 text-sm font-semibold text-stone-900">
            {TOO_FAR_TO_DELIVER}
          </p>
        ) : null}
        <RestaurantFacts
          restaurant={restaurant}
          distanceKm={reach?.distanceKm ?? null}
          className="mt-auto pt-3"
        />
      </div>
    </Link>
  );
}
