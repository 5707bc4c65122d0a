import type { SessionUser } from '#domain/accounts/responses.ts';
import type { ManagedReview } from '#domain/reviews/responses.ts';
import { REVIEW_NOT_FOUND } from '#domain/reviews/rules.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import type { CatalogueCache } from '#server/http/catalogue-cache.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';
import { toManagedReview } from './review-views';
import type { ReviewsRepo } from './reviews.repo';

// PATCH /api/admin/reviews/{id}: an admin hides a review (out of the restaurant's page and out of
// the averages) or shows it again. In one transaction: the flag, the restaurant's and driver's
// averages recomputed, the audit entry and the catalogue's live event; after commit every instance
// drops its cached catalogue, so the restaurant's rating is right at once. Asking for what already
// is changes nothing and writes no audit entry.

export interface ReviewVisibilityDependencies {
  db: Database;
  repo: ReviewsRepo;
  hub: RealtimeHub;
  catalogueCache: CatalogueCache;
}

export async function setReviewVisibility(
  deps: ReviewVisibilityDependencies,
  admin: SessionUser,
  reviewId: number,
  hidden: boolean,
): Promise<ManagedReview> {
  const changed = await deps.db.transaction(async (tx) => {
    const partners = await deps.repo.setHidden(reviewId, hidden, tx);
    if (!partners) return null;
    await deps.repo.recomputeRatings(partners, tx);
    const review = await deps.repo.managedReview(reviewId, tx);
    if (!review) throw AppError.notFound(REVIEW_NOT_FOUND);
    await deps.repo.recordVisibilityAudit(
      { admin, action: hidden ? 'review.hide' : 'review.show', review },
      tx,
    );
    const afterCommit = await deps.hub.publishInTransaction(tx, {
      kind: 'catalogue_changed',
      restaurantId: review.restaurantId,
    });
    return { review, afterCommit };
  });
  if (changed) {
    deps.catalogueCache.invalidate();
    changed.afterCommit();
    return toManagedReview(changed.review);
  }
  const current = await deps.repo.managedReview(reviewId);
  if (!current) throw AppError.notFound(REVIEW_NOT_FOUND);
  return toManagedReview(current);
}
