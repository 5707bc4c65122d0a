import type { ManagedReviewsPage, ReviewsPage } from '#domain/reviews/responses.ts';
import { REVIEWS_PAGE_SIZE } from '#domain/reviews/rules.ts';
import { AppError } from '#server/http/app-error.ts';
import { toManagedReview, toPublicReview } from './review-views';
import type { ReviewsRepo } from './reviews.repo';

// The three lists of reviews, REVIEWS_PAGE_SIZE a page, newest first (created_at, then id, so a
// page never repeats or skips a review written in the same instant): a restaurant's page for
// anyone (visible reviews only), the restaurant's own tab and the admins' list (hidden ones too,
// flagged). A page past the end is an empty list, not an error.

export const RESTAURANT_NOT_FOUND = 'Restaurant not found';

const offsetOf = (page: number) => (page - 1) * REVIEWS_PAGE_SIZE;

/** GET /api/restaurants/{id}/reviews: 404 for an unknown or unapproved restaurant. */
export async function publicReviewsPage(
  repo: ReviewsRepo,
  restaurantId: number,
  page: number,
): Promise<ReviewsPage> {
  const summary = await repo.approvedRestaurantRating(restaurantId);
  if (!summary) throw AppError.notFound(RESTAURANT_NOT_FOUND);
  const rows = await repo.visibleReviews(restaurantId, REVIEWS_PAGE_SIZE, offsetOf(page));
  return {
    reviews: rows.map(toPublicReview),
    page,
    pageSize: REVIEWS_PAGE_SIZE,
    // The stored count is the visible reviews' count, recomputed with every change of them.
    total: summary.ratingCount,
    rating: summary.rating,
    ratingCount: summary.ratingCount,
  };
}

/**
 * GET /api/restaurant/reviews (restaurantId: the signed-in restaurant) and GET /api/admin/reviews
 * (undefined: every restaurant; the rating is then the whole site's).
 */
export async function managedReviewsPage(
  repo: ReviewsRepo,
  restaurantId: number | undefined,
  page: number,
): Promise<ManagedReviewsPage> {
  const [summary, rows] = await Promise.all([
    repo.managedSummary(restaurantId),
    repo.managedReviews(restaurantId, REVIEWS_PAGE_SIZE, offsetOf(page)),
  ]);
  return {
    reviews: rows.map(toManagedReview),
    page,
    pageSize: REVIEWS_PAGE_SIZE,
    total: summary.total,
    rating: summary.rating,
    ratingCount: summary.ratingCount,
  };
}
