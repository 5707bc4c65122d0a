// Ratings and reviews (issue "After the order", item 3): a delivered order is rated once, within
// 14 days, by the holder of its tracking token: food stars for the restaurant, delivery stars for the
// driver, an optional comment. Averages count visible reviews only; with none, screens say "New".

export const STARS_MIN = 1;
export const STARS_MAX = 5;
export const REVIEW_COMMENT_MAX = 500;
export const REVIEW_REPLY_MAX = 1000;
/** A delivered order can be rated for this many days after its delivery. */
export const RATING_WINDOW_DAYS = 14;
/** Reviews per page on the restaurant page, the restaurant's tab and the admin's list. */
export const REVIEWS_PAGE_SIZE = 10;

export const NOT_DELIVERED = 'not_delivered';
export const NOT_DELIVERED_MESSAGE = 'You can rate this order once it is delivered';
export const ALREADY_RATED = 'already_rated';
export const ALREADY_RATED_MESSAGE = 'This order has already been rated';
export const RATING_CLOSED = 'rating_closed';
export const RATING_CLOSED_MESSAGE = `Orders can be rated for ${RATING_WINDOW_DAYS} days after delivery`;
export const REVIEW_NOT_FOUND = 'Review not found';

/** What admins' hiding and showing of a review is written to the audit log as. */
export const REVIEW_AUDIT_ACTIONS = ['review.hide', 'review.show'] as const;
export type ReviewAuditAction = (typeof REVIEW_AUDIT_ACTIONS)[number];

/**
 * The tracker's rating form as a URL fragment: the "delivered" notification opens
 * /order-tracking?phone=...#rate, and the tracker scrolls to the form on it.
 */
export const RATING_FORM_ANCHOR = 'rate';

export const STARS_MESSAGE = `Choose from ${STARS_MIN} to ${STARS_MAX} stars`;
export const REPLY_REQUIRED = 'Write a reply';

/** What screens show for a rating: "New" until someone has rated, else "4.6". */
export const NEW_RATING_LABEL = 'New';
export function ratingLabel(rating: string | number, ratingCount: number): string {
  return ratingCount > 0 ? Number(rating).toFixed(1) : NEW_RATING_LABEL;
}

/** "Maria Garcia Lopez" -> "Maria G.": what a review shows of its author. */
export function reviewerNameOf(fullName: string): string {
  const words = fullName
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0);
  const first = words[0] ?? '';
  const initial = words[1]?.[0];
  if (first === '') return 'A customer';
  return initial ? `${first} ${initial.toLocaleUpperCase()}.` : first;
}

/** Whether a delivery at `deliveredAtMs` may still be rated at `nowMs`. */
export function withinRatingWindow(deliveredAtMs: number, nowMs: number): boolean {
  return nowMs - deliveredAtMs <= RATING_WINDOW_DAYS * 24 * 60 * 60 * 1000;
}
