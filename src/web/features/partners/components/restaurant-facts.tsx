import type { RestaurantProfile } from '#domain/partners/responses.ts';

/** Under the name: cuisine, address and delivery time, so a shared tablet shows whose board it is. */
export function RestaurantFacts({ restaurant }: { restaurant: RestaurantProfile }) {
  const address = [restaurant.address, restaurant.city, restaurant.country].filter(Boolean).join(', ');
  const facts = [restaurant.cuisine, address, restaurant.deliveryTime].filter(Boolean);
  return (
    <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-stone-600">
      {facts.flatMap((fact, index) => [
        index > 0 ? (
          <span key={`${fact}-dot`} aria-hidden="true">
            ·
          </span>
        ) : null,
        <span key={fact}>{fact}</span>,
      ])}
    </p>
  );
}
