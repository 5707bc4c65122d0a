import type { ManagedReview, PublicReview } from '#domain/reviews/responses.ts';
import type { ManagedReviewRow, ReviewRow } from './reviews.repo';

// Review rows as the answers show them. The public shape is built field by field, so nothing of the
// order (its id, phone, address, the customer's surname) can reach it even if a query selected more.

export function toPublicReview(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    food: row.food,
    delivery: row.delivery,
    comment: row.comment,
    reviewerName: row.reviewerName,
    createdAt: row.createdAt.toISOString(),
    reply:
      row.reply !== null && row.replyAt !== null
        ? { text: row.reply, at: new Date(row.replyAt).toISOString() }
        : null,
  };
}

export function toManagedReview(row: ManagedReviewRow): ManagedReview {
  return {
    ...toPublicReview(row),
    orderId: row.orderId,
    restaurantId: row.restaurantId,
    restaurantName: row.restaurantName,
    hidden: row.hidden,
  };
}
