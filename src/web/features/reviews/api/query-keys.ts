// Query keys (they double as URLs, see urlFromQueryKey; the ?page= is added by each fetcher): a
// restaurant's public reviews sit under its own key, so invalidating ['/api/restaurants'] refreshes
// them with the rest of the catalogue; the signed-in restaurant's list and the admin's list have one
// key each, every page of it in one infinite query.
export const reviewKeys = {
  restaurant: (restaurantId: number) => ['/api/restaurants', restaurantId, 'reviews'] as const,
  own: ['/api/restaurant/reviews'] as const,
  admin: ['/api/admin/reviews'] as const,
};
