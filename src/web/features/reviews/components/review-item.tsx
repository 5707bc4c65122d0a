import type { ReactNode } from 'react';
import type { PublicReview } from '#domain/reviews/responses.ts';
import { replyFromText, reviewDateText } from '../review-text';
import { Stars } from './stars';

/**
 * One review as every list shows it: who ("Maria G."), when (in the reader's language), the food
 * and delivery stars, the comment and the restaurant's reply. `badge` marks its state (hidden),
 * `children` adds the list's own controls (reply, hide).
 */
export function ReviewItem({
  review,
  restaurantName,
  badge,
  children,
}: {
  review: PublicReview;
  restaurantName: string;
  badge?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article aria-label={`Review by ${review.reviewerName}`} className="space-y-2">
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 className="font-semibold text-stone-900">{review.reviewerName}</h3>
        <time dateTime={review.createdAt} className="text-sm text-stone-600">
          {reviewDateText(review.createdAt)}
        </time>
        {badge}
      </header>
      <p className="flex flex-wrap gap-x-6 gap-y-1">
        <Stars label="Food" stars={review.food} />
        <Stars label="Delivery" stars={review.delivery} />
      </p>
      {review.comment ? <p className="whitespace-pre-line text-stone-800">{review.comment}</p> : null}
      {review.reply ? (
        <div className="rounded-lg bg-stone-100 px-4 py-3">
          <p className="text-sm font-semibold text-stone-900">{replyFromText(restaurantName)}</p>
          <p className="whitespace-pre-line text-stone-800">{review.reply.text}</p>
        </div>
      ) : null}
      {children}
    </article>
  );
}
