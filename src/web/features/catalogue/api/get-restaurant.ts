// The query lives in web/lib: the checkout steps (ordering) read the same restaurant.
export { restaurantQuery, useRestaurant } from '#web/lib/restaurant-query.ts';
