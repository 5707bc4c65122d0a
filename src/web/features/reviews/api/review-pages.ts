import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ManagedReview, ManagedReviewsPage, ReviewsPage } from '#domain/reviews/responses.ts';

// What the three review lists share: numbered pages (?page=1 is the newest reviews), "Show more"
// while reviews are left, and one changed review (a reply, hidden or shown) put in place at once.

/** The page after `last`, or undefined once every review is on screen. */
export function nextReviewsPage(last: Pick<ReviewsPage, 'page' | 'pageSize' | 'total'>): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}

/** `url` with ?page=. */
export function pageUrl(url: string, page: number): string {
  return `${url}?${new URLSearchParams({ page: String(page) })}`;
}

/** Puts the server's answer for one review into the cached pages of `queryKey`, where it stands. */
export function replaceReview(queryClient: QueryClient, queryKey: QueryKey, review: ManagedReview): void {
  queryClient.setQueryData<InfiniteData<ManagedReviewsPage>>(queryKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            reviews: page.reviews.map((each) => (each.id === review.id ? review : each)),
          })),
        }
      : data,
  );
}
