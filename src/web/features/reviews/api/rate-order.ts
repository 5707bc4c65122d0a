import { useMutation } from '@tanstack/react-query';
import type { RatingRequest } from '#domain/reviews/requests.ts';
import { type PublicReview, ratingResponseSchema } from '#domain/reviews/responses.ts';
import { apiCall } from '#web/lib/api-client.ts';

/**
 * POST /api/orders/track/{token}/rating: the holder of a delivered order's tracking token rates it,
 * once, within the rating window. 201 with the review as the restaurant page shows it; 409
 * not_delivered, already_rated or rating_closed with the rules' messages; 400 with `fields`.
 */
export function rateOrder(trackingToken: string, body: RatingRequest): Promise<PublicReview> {
  return apiCall({
    method: 'POST',
    url: `/api/orders/track/${encodeURIComponent(trackingToken)}/rating`,
    body,
    schema: ratingResponseSchema,
  });
}

/** Rates the order; `onRated` lets the screen read the order again (it now carries the review). */
export function useRateOrder(trackingToken: string, onRated?: () => void) {
  return useMutation({
    mutationFn: (body: RatingRequest) => rateOrder(trackingToken, body),
    onSuccess: () => onRated?.(),
  });
}
