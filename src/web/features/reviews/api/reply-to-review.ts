import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ManagedReview, managedReviewSchema } from '#domain/reviews/responses.ts';
import { apiCall, isApiError } from '#web/lib/api-client.ts';
import { useOnUnauthorized } from '#web/lib/partner-session.tsx';
import { reviewKeys } from './query-keys';
import { replaceReview } from './review-pages';

/** POST /api/restaurant/reviews/{id}/reply: the restaurant's one reply; writing again replaces it. */
export function replyToReview(reviewId: number, text: string): Promise<ManagedReview> {
  return apiCall({
    method: 'POST',
    url: `/api/restaurant/reviews/${reviewId}/reply`,
    body: { text },
    schema: managedReviewSchema,
  });
}

/**
 * Saves a reply: the server's answer replaces the review in the list at once (no need to read every
 * loaded page again), and the restaurant's public reviews are marked out of date. The form shows a
 * refusal at its field; a 401 goes back to the sign-in.
 */
export function useReplyToReview(reviewId: number) {
  const queryClient = useQueryClient();
  const onUnauthorized = useOnUnauthorized();
  return useMutation({
    mutationFn: (text: string) => replyToReview(reviewId, text),
    onSuccess: (review) => {
      replaceReview(queryClient, reviewKeys.own, review);
      return queryClient.invalidateQueries({ queryKey: reviewKeys.restaurant(review.restaurantId) });
    },
    onError: (error) => {
      if (isApiError(error, 401)) onUnauthorized();
    },
  });
}
