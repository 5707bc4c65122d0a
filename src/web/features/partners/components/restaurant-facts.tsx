import type { RestaurantProfile } from '#domain/partners/responses.ts';
import { FactLine } from './fact-line';

/** Under the name: cuisine, address and delivery time, so a shared tablet shows whose board it is. */
export function RestaurantFacts({ restaurant }: { restaurant: RestaurantProfile }) {
  const address = [restaurant.address, restaurant.city, restaurant.country].filter(Boolean).join(', ');
  const facts = [restaurant.cuisine, address, restaurant.deliveryTime].filter(Boolean);
  return <FactLine facts={facts} />;
}
