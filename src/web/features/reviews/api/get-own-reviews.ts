import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ManagedReviewsPage, managedReviewsPageSchema } from '#domain/reviews/responses.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { reviewKeys } from './query-keys';
import { nextReviewsPage, pageUrl } from './review-pages';

/**
 * GET /api/restaurant/reviews?page=: the signed-in restaurant's reviews, newest first, the ones
 * QuickBite hid included (marked), so it knows what customers do not see.
 */
export function getOwnReviews(page: number, signal?: AbortSignal): Promise<ManagedReviewsPage> {
  return apiGet(pageUrl('/api/restaurant/reviews', page), managedReviewsPageSchema, signal);
}

export const ownReviewsQuery = () =>
  infiniteQueryOptions({
    queryKey: reviewKeys.own,
    queryFn: ({ pageParam, signal }) => getOwnReviews(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextReviewsPage,
  });

export function useOwnReviews() {
  return useInfiniteQuery(ownReviewsQuery());
}
