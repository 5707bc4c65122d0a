import { Clock, Star } from 'lucide-react';
import { Link } from 'wouter';
import { formatDeliveryFee } from '../../../lib/format';
import type { Restaurant } from '../types';
import { RestaurantImage } from './restaurant-image';

export function RestaurantCard({ restaurant }: { restaurant: Restaurant }) {
  return (
    <Link
      href={`/restaurant/${restaurant.id}`}
      className="focus-ring group flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0"
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-stone-100">
        <RestaurantImage
          src={restaurant.imageUrl}
          alt=""
          width={640}
          height={400}
          className="size-full object-cover transition duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
        {restaurant.offer ? (
          <span className="absolute top-3 left-3 rounded-full bg-brand-strong px-3 py-1 text-xs font-semibold text-white">
            {restaurant.offer}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-lg font-semibold text-stone-900">{restaurant.name}</h3>
        <p className="text-sm text-stone-600">{restaurant.cuisine}</p>
        <ul className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-3 text-sm text-stone-700">
          <li className="flex items-center gap-1">
            <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
            <span className="sr-only">Rating</span>
            {restaurant.rating}
          </li>
          <li className="flex items-center gap-1">
            <Clock className="size-4 text-stone-500" aria-hidden="true" />
            <span className="sr-only">Delivery time</span>
            {restaurant.deliveryTime}
          </li>
          <li>{formatDeliveryFee(restaurant.deliveryFee)}</li>
        </ul>
      </div>
    </Link>
  );
}
