import { useEffect, useRef } from 'react';
import type { OwnReview, PublicReview } from '#domain/reviews/responses.ts';
import { RATING_FORM_ANCHOR } from '#domain/reviews/rules.ts';
import type { TrackedOrder } from '#domain/tracking/responses.ts';
import { Card } from '#web/components/ui/card.tsx';
import { useNow } from '#web/lib/use-now.ts';
import { useRateOrder } from '../api/rate-order';
import { useHashFocus } from '../hooks/use-hash-focus';
import { isRateable, ownRatingText, RATE_ORDER_HEADING, RATING_THANKS } from '../review-text';
import { RatingForm } from './rating-form';
import { Stars } from './stars';

/** The rating window closes while the page is open: checked again every minute. */
const WINDOW_TICK_MS = 60_000;

/**
 * Under the full tracker (the token holder's view): a delivered order not yet rated, inside its
 * window, offers "Rate your order"; once sent, the thanks with the stars given; an order rated
 * before shows that rating back. Nothing before delivery or after the window. The section is the
 * #rate anchor the "delivered" notification links to.
 */
export function RateOrder({
  order,
  trackingToken,
  onRated,
}: {
  order: Pick<TrackedOrder, 'status' | 'review' | 'rateableUntil'>;
  trackingToken: string;
  /** Called after the rating is saved, e.g. to read the order again. */
  onRated?: () => void;
}) {
  const now = useNow(WINDOW_TICK_MS);
  const rate = useRateOrder(trackingToken, onRated);
  const sectionRef = useRef<HTMLElement>(null);
  const given = rate.data;
  const shown = given !== undefined || order.review !== null || isRateable(order, now);
  useHashFocus(RATING_FORM_ANCHOR, sectionRef, shown);
  // The form and its button are gone once sent: focus moves to the thanks instead of the page's top.
  const thanked = given !== undefined;
  useEffect(() => {
    if (thanked) sectionRef.current?.focus();
  }, [thanked]);
  if (!shown) return null;

  return (
    <Card className="p-5 sm:p-6">
      <section
        ref={sectionRef}
        id={RATING_FORM_ANCHOR}
        tabIndex={-1}
        aria-labelledby={`${RATING_FORM_ANCHOR}-heading`}
        className="focus-ring scroll-mt-24 space-y-4 rounded-lg"
      >
        {given ? (
          <RatingThanks review={given} />
        ) : order.review ? (
          <OwnRating review={order.review} />
        ) : (
          <>
            <h2 id={`${RATING_FORM_ANCHOR}-heading`} className="text-lg font-semibold text-stone-900">
              {RATE_ORDER_HEADING}
            </h2>
            <RatingForm send={(body) => rate.mutateAsync(body)} sending={rate.isPending} />
          </>
        )}
      </section>
    </Card>
  );
}

function RatingThanks({ review }: { review: PublicReview }) {
  return (
    <div role="status" className="space-y-2">
      <h2 id={`${RATING_FORM_ANCHOR}-heading`} className="text-lg font-semibold text-stone-900">
        {RATING_THANKS}
      </h2>
      <GivenStars review={review} />
    </div>
  );
}

function OwnRating({ review }: { review: OwnReview }) {
  return (
    <div className="space-y-2">
      <h2 id={`${RATING_FORM_ANCHOR}-heading`} className="font-semibold text-stone-900">
        {ownRatingText(review)}
      </h2>
      <GivenStars review={review} />
    </div>
  );
}

function GivenStars({ review }: { review: Pick<PublicReview, 'food' | 'delivery' | 'comment'> }) {
  return (
    <>
      <p className="flex flex-wrap gap-x-6 gap-y-1">
        <Stars label="Food" stars={review.food} />
        <Stars label="Delivery" stars={review.delivery} />
      </p>
      {review.comment ? (
        <blockquote className="border-l-4 border-stone-200 pl-3 whitespace-pre-line text-stone-800">
          {review.comment}
        </blockquote>
      ) : null}
    </>
  );
}
