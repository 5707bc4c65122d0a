import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ReviewsPage, reviewsPageSchema } from '#domain/reviews/responses.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { reviewKeys } from './query-keys';
import { nextReviewsPage, pageUrl } from './review-pages';

/** GET /api/restaurants/{id}/reviews?page=: one page of its visible reviews, newest first, and its rating. */
export function getRestaurantReviews(
  restaurantId: number,
  page: number,
  signal?: AbortSignal,
): Promise<ReviewsPage> {
  return apiGet(pageUrl(`/api/restaurants/${restaurantId}/reviews`, page), reviewsPageSchema, signal);
}

export const restaurantReviewsQuery = (restaurantId: number) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.restaurant(restaurantId),
    queryFn: ({ pageParam, signal }) => getRestaurantReviews(restaurantId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextReviewsPage,
  });

export function useRestaurantReviews(restaurantId: number) {
  return useInfiniteQuery(restaurantReviewsQuery(restaurantId));
}
