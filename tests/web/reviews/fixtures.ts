import type {
  ManagedReview,
  ManagedReviewsPage,
  PublicReview,
  ReviewsPage,
} from '#domain/reviews/responses.ts';

// Reviews as the review endpoints answer them, for the review screens' tests.

export function publicReview(overrides: Partial<PublicReview> = {}): PublicReview {
  return {
    id: 1,
    food: 5,
    delivery: 4,
    comment: 'Crisp crust, still hot',
    reviewerName: 'Maria G.',
    createdAt: '2026-05-01T18:30:00.000Z',
    reply: null,
    ...overrides,
  };
}

export function managedReview(overrides: Partial<ManagedReview> = {}): ManagedReview {
  return {
    ...publicReview(),
    orderId: 101,
    restaurantId: 7,
    restaurantName: 'Nonna Rosa Pizzeria',
    hidden: false,
    ...overrides,
  };
}

/** One page of `reviews` out of `total`, ten to a page as the server pages them. */
export function reviewsPage(
  reviews: PublicReview[],
  {
    page = 1,
    total = reviews.length,
    rating = '4.6',
  }: { page?: number; total?: number; rating?: string } = {},
): ReviewsPage {
  return { reviews, page, pageSize: 10, total, rating: total > 0 ? rating : '0.0', ratingCount: total };
}

export function managedReviewsPage(
  reviews: ManagedReview[],
  options: { page?: number; total?: number } = {},
): ManagedReviewsPage {
  return { ...reviewsPage(reviews, options), reviews };
}
