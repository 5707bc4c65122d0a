import { useEffect } from 'react';
import { LoadingRows, RetryMessage } from '#web/components/query-states.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { StatusMessage } from '#web/components/ui/status-message.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { useOnUnauthorized } from '#web/lib/partner-session.tsx';
import { useOwnReviews } from '../api/get-own-reviews';
import { HIDDEN_BY_QUICKBITE, NO_REVIEWS, ratingSummaryText } from '../review-text';
import { ReplyEditor } from './reply-editor';
import { ReviewItem } from './review-item';
import { ShowMoreReviews } from './show-more-reviews';

/**
 * The restaurant app's Reviews tab: its rating, then every review of its orders newest first, the
 * ones QuickBite hid marked so (customers do not see those), each with its reply or a way to write
 * one.
 */
export function OwnReviewsTab() {
  const list = useOwnReviews();
  const onUnauthorized = useOnUnauthorized();
  const denied = isApiError(list.error, 401);
  useEffect(() => {
    if (denied) onUnauthorized();
  }, [denied, onUnauthorized]);

  if (list.isPending) return <LoadingRows label="Loading reviews…" count={3} rowClassName="h-24" />;
  if (list.isError && !list.isFetchNextPageError) {
    return <RetryMessage title="Reviews could not be loaded" onRetry={() => void list.refetch()} />;
  }
  const first = list.data?.pages[0];
  const reviews = list.data?.pages.flatMap((page) => page.reviews) ?? [];
  return (
    <section aria-label="Reviews" className="space-y-4">
      {first ? (
        <p className="text-lg font-semibold text-stone-900">
          Your rating: {ratingSummaryText(first.rating, first.ratingCount)}
        </p>
      ) : null}
      {reviews.length === 0 ? (
        <StatusMessage title={NO_REVIEWS} description="Customers can rate an order once it is delivered." />
      ) : (
        <ul className="space-y-3">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
              <ReviewItem
                review={review}
                restaurantName={review.restaurantName}
                badge={review.hidden ? <Badge tone="warning">{HIDDEN_BY_QUICKBITE}</Badge> : null}
              >
                <ReplyEditor review={review} />
              </ReviewItem>
            </li>
          ))}
        </ul>
      )}
      <ShowMoreReviews list={list} />
    </section>
  );
}
