import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ManagedReview, managedReviewSchema } from '#domain/reviews/responses.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { apiCall, isApiError, serverMessage } from '#web/lib/api-client.ts';
import { restaurantKey } from '#web/lib/restaurant-query.ts';
import { reviewKeys } from './query-keys';
import { replaceReview } from './review-pages';

/** PATCH /api/admin/reviews/{id} { hidden }: hides a review from customers, or shows it again. */
export function setReviewVisibility(reviewId: number, hidden: boolean): Promise<ManagedReview> {
  return apiCall({
    method: 'PATCH',
    url: `/api/admin/reviews/${reviewId}`,
    body: { hidden },
    schema: managedReviewSchema,
  });
}

interface VisibilityChange {
  id: number;
  hidden: boolean;
}

/**
 * Hide or Show: the row takes the server's answer at once, and that restaurant (its rating counts
 * visible reviews only) with its public reviews is marked out of date. A failure is toasted; a 401
 * or 403 hands the panel back to the sign-in.
 */
export function useSetReviewVisibility(onUnauthorized: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: VisibilityChange) => setReviewVisibility(id, hidden),
    onSuccess: (review) => {
      replaceReview(queryClient, reviewKeys.admin, review);
      return queryClient.invalidateQueries({ queryKey: restaurantKey(review.restaurantId) });
    },
    onError: (error, { hidden }) => {
      if (isApiError(error, 401) || isApiError(error, 403)) {
        onUnauthorized();
        return;
      }
      toast({
        title: hidden ? 'Could not hide the review' : 'Could not show the review',
        description: serverMessage(error, error.message),
        variant: 'destructive',
      });
    },
  });
}
