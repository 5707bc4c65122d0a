import * as z from 'zod';

/** The customer's own rating as the tracker shows it back. */
export const ownReviewSchema = z.object({
  food: z.number().int(),
  delivery: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** The restaurant's answer to a review, and when it was last written (ISO). */
export const reviewReplySchema = z.object({ text: z.string(), at: z.string() });

/**
 * A review as anyone may read it (GET /api/restaurants/{id}/reviews): stars, comment, the customer's
 * first name and initial ("Maria G."), the date, the reply. Never a phone, an address or a surname.
 */
export const publicReviewSchema = z.object({
  id: z.number().int(),
  food: z.number().int(),
  delivery: z.number().int(),
  comment: z.string().nullable(),
  reviewerName: z.string(),
  createdAt: z.string(),
  reply: reviewReplySchema.nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** One page of a restaurant's visible reviews, newest first, with its rating. */
export const reviewsPageSchema = z.object({
  reviews: z.array(publicReviewSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Visible reviews in all (the restaurant's ratingCount). */
  total: z.number().int(),
  /** The mean of the visible food stars, one decimal ("4.6"); "0.0" with none. */
  rating: z.string(),
  ratingCount: z.number().int(),
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

/** The restaurant's own reviews (GET /api/restaurant/reviews) and the admin's list: hidden too. */
export const managedReviewSchema = publicReviewSchema.extend({
  orderId: z.number().int(),
  restaurantId: z.number().int(),
  restaurantName: z.string(),
  hidden: z.boolean(),
});
export type ManagedReview = z.infer<typeof managedReviewSchema>;

/**
 * The restaurant's own page (GET /api/restaurant/reviews): rating and ratingCount are its own (visible
 * reviews only). The admin's (GET /api/admin/reviews): the whole site's, the mean of every visible
 * review's food stars and their number. In both, `total` counts every review listed, hidden included.
 */
export const managedReviewsPageSchema = reviewsPageSchema.extend({
  reviews: z.array(managedReviewSchema),
  /** Every review in the list, hidden ones too (what the pages split). */
  total: z.number().int(),
});
export type ManagedReviewsPage = z.infer<typeof managedReviewsPageSchema>;

/** What rating an order answers (201): the review as the restaurant page will show it. */
export const ratingResponseSchema = publicReviewSchema;
