import { Star } from 'lucide-react';
import { LoadingRows, RetryMessage } from '#web/components/query-states.tsx';
import { useRestaurantReviews } from '../api/get-restaurant-reviews';
import { NO_REVIEWS, REVIEWS_HEADING, ratingSummaryText } from '../review-text';
import { ReviewItem } from './review-item';
import { ShowMoreReviews } from './show-more-reviews';

/**
 * The restaurant page's Reviews, below the menu: its rating and how many reviews ("4.6 · 12
 * reviews", or "New" and "No reviews yet"), then the visible reviews newest first with the
 * restaurant's replies, a page at a time. The page loads this in a chunk of its own once the menu
 * is on screen, so it never delays the menu.
 */
export function RestaurantReviews({
  restaurantId,
  restaurantName,
}: {
  restaurantId: number;
  restaurantName: string;
}) {
  const list = useRestaurantReviews(restaurantId);
  const first = list.data?.pages[0];
  const reviews = list.data?.pages.flatMap((page) => page.reviews) ?? [];
  return (
    <section aria-labelledby="reviews-heading" className="mt-10 space-y-4">
      <h2 id="reviews-heading" className="text-2xl font-bold tracking-tight text-stone-900">
        {REVIEWS_HEADING}
      </h2>
      {list.isPending ? <LoadingRows label="Loading reviews…" count={2} rowClassName="h-24" /> : null}
      {list.isError && !list.isFetchNextPageError ? (
        <RetryMessage title="Reviews could not be loaded" onRetry={() => void list.refetch()} />
      ) : null}
      {first ? (
        <>
          <p className="flex items-center gap-1.5 text-lg font-semibold text-stone-900">
            <Star className="size-5 fill-amber-400 text-amber-700" aria-hidden="true" />
            {ratingSummaryText(first.rating, first.ratingCount)}
          </p>
          {reviews.length === 0 ? (
            <p className="rounded-xl border border-stone-200 bg-white p-6 text-stone-700">{NO_REVIEWS}</p>
          ) : (
            <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
              {reviews.map((review) => (
                <li key={review.id} className="p-5">
                  <ReviewItem review={review} restaurantName={restaurantName} />
                </li>
              ))}
            </ul>
          )}
          <ShowMoreReviews list={list} />
        </>
      ) : null}
    </section>
  );
}
