import type { ManagedReview } from '#domain/reviews/responses.ts';
import { REVIEW_NOT_FOUND } from '#domain/reviews/rules.ts';
import { AppError } from '#server/http/app-error.ts';
import { toManagedReview } from './review-views';
import type { ReviewsRepo } from './reviews.repo';

// POST /api/restaurant/reviews/{id}/reply: the reviewed restaurant answers a review. One reply per
// review: writing again replaces it and moves its time. Another restaurant's review is a 404, as if
// it did not exist.

export async function replyToReview(
  repo: ReviewsRepo,
  restaurantId: number,
  reviewId: number,
  text: string,
): Promise<ManagedReview> {
  if (!(await repo.setReply(reviewId, restaurantId, text))) throw AppError.notFound(REVIEW_NOT_FOUND);
  const row = await repo.managedReview(reviewId);
  if (!row) throw AppError.notFound(REVIEW_NOT_FOUND);
  return toManagedReview(row);
}
