import { ratingLabel, STARS_MAX } from '#domain/reviews/rules.ts';

// The words the review screens use, in one place: the tests read the same texts.

export const RATE_ORDER_HEADING = 'Rate your order';
export const SUBMIT_RATING = 'Submit rating';
export const RATING_THANKS = 'Thanks for your rating';
export const COMMENT_LABEL = 'Comment';
export const REVIEWS_HEADING = 'Reviews';
export const NO_REVIEWS = 'No reviews yet';
export const SHOW_MORE_REVIEWS = 'Show more reviews';
export const HIDDEN_BY_QUICKBITE = 'Hidden by QuickBite';
export const REPLY_LABEL = 'Your reply';

/** "1 star", "4 stars": each choice of a star input. */
export function starChoiceText(stars: number): string {
  return `${stars} ${stars === 1 ? 'star' : 'stars'}`;
}

/** "Food 5 out of 5": what a screen reader hears for a row of stars. */
export function starsText(label: string, stars: number): string {
  return `${label} ${stars} out of ${STARS_MAX}`;
}

/** "You rated this order: Food 5/5, Delivery 4/5". */
export function ownRatingText({ food, delivery }: { food: number; delivery: number }): string {
  return `You rated this order: Food ${food}/${STARS_MAX}, Delivery ${delivery}/${STARS_MAX}`;
}

/** "1 review", "12 reviews". */
export function reviewCountText(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** The restaurant page's summary: "4.6 · 12 reviews", or "New" before anyone has rated. */
export function ratingSummaryText(rating: string, ratingCount: number): string {
  const label = ratingLabel(rating, ratingCount);
  return ratingCount > 0 ? `${label} · ${reviewCountText(ratingCount)}` : label;
}

/** "Reply from Nonna Rosa Pizzeria". */
export function replyFromText(restaurantName: string): string {
  return `Reply from ${restaurantName}`;
}

/** A review's day in the reader's own language ("May 1, 2026", "1 mai 2026"); '' when unreadable. */
export function reviewDateText(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** Whether a tracked order shows the rating form: delivered, not rated, inside its window. */
export function isRateable(
  order: { status: string; review: unknown; rateableUntil: string | null },
  nowMs: number,
): boolean {
  if (order.status !== 'delivered' || order.review !== null || order.rateableUntil === null) return false;
  const until = Date.parse(order.rateableUntil);
  return !Number.isNaN(until) && until > nowMs;
}
