import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ManagedReviewsPage, managedReviewsPageSchema } from '#domain/reviews/responses.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { reviewKeys } from './query-keys';
import { nextReviewsPage, pageUrl } from './review-pages';

/** GET /api/admin/reviews?page=: every restaurant's reviews, newest first, hidden ones included. */
export function getAdminReviews(page: number, signal?: AbortSignal): Promise<ManagedReviewsPage> {
  return apiGet(pageUrl('/api/admin/reviews', page), managedReviewsPageSchema, signal);
}

export const adminReviewsQuery = () =>
  infiniteQueryOptions({
    queryKey: reviewKeys.admin,
    queryFn: ({ pageParam, signal }) => getAdminReviews(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextReviewsPage,
  });

export function useAdminReviews() {
  return useInfiniteQuery(adminReviewsQuery());
}
