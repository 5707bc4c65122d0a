import type { RatingRequest } from '#domain/reviews/requests.ts';
import type { PublicReview } from '#domain/reviews/responses.ts';
import {
  ALREADY_RATED,
  ALREADY_RATED_MESSAGE,
  NOT_DELIVERED,
  NOT_DELIVERED_MESSAGE,
  RATING_CLOSED,
  RATING_CLOSED_MESSAGE,
  reviewerNameOf,
  withinRatingWindow,
} from '#domain/reviews/rules.ts';
import type { Database } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/pg-errors.ts';
import { AppError } from '#server/http/app-error.ts';
import { ORDER_NOT_FOUND } from '../order-lifecycle/order-access';
import { hashTrackingToken } from '../order-lifecycle/tracking-token';
import { toPublicReview } from './review-views';
import type { ReviewsRepo } from './reviews.repo';

// POST /api/orders/track/{token}/rating: the holder of a delivered order's tracking token rates it,
// once, within RATING_WINDOW_DAYS of its delivery. In one transaction: the review (the customer's
// first name and initial only), then the restaurant's and the driver's averages recomputed from
// their visible reviews. The restaurant page's cached rating follows within the catalogue cache's
// few seconds; its review list is read fresh.

export interface RateOrderDependencies {
  db: Database;
  repo: ReviewsRepo;
  now: () => Date;
}

/** The rating's own input once validated: a blank comment is already null. */
type ValidRating = Omit<RatingRequest, 'comment'> & { comment: string | null };

const alreadyRated = () => new AppError(409, ALREADY_RATED, ALREADY_RATED_MESSAGE);

export async function rateOrder(
  deps: RateOrderDependencies,
  token: string,
  rating: ValidRating,
): Promise<PublicReview> {
  const order = await deps.repo.orderToRate(hashTrackingToken(token));
  if (!order) throw AppError.notFound(ORDER_NOT_FOUND);
  if (order.status !== 'delivered') throw new AppError(409, NOT_DELIVERED, NOT_DELIVERED_MESSAGE);
  if (order.rated) throw alreadyRated();
  if (order.deliveredAt === null || !withinRatingWindow(order.deliveredAt.getTime(), deps.now().getTime())) {
    throw new AppError(409, RATING_CLOSED, RATING_CLOSED_MESSAGE);
  }
  try {
    const review = await deps.db.transaction(async (tx) => {
      // Twenty taps at once: the unique key on order_id lets one insert through; the others wait
      // for it to commit and fail with 23505, answered below as already rated.
      const row = await deps.repo.insertReview(
        {
          orderId: order.id,
          restaurantId: order.restaurantId,
          driverId: order.driverId,
          food: rating.food,
          delivery: rating.delivery,
          comment: rating.comment,
          reviewerName: reviewerNameOf(order.customerName),
        },
        tx,
      );
      await deps.repo.recomputeRatings({ restaurantId: order.restaurantId, driverId: order.driverId }, tx);
      return row;
    });
    return toPublicReview(review);
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyRated();
    throw error;
  }
}
