import { useEffect } from 'react';
import type { ManagedReview } from '#domain/reviews/responses.ts';
import { AdminTable, type Column } from '#web/components/admin-table.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { useAdminReviews } from '../api/get-admin-reviews';
import { useSetReviewVisibility } from '../api/set-review-visibility';
import { reviewDateText } from '../review-text';
import { ShowMoreReviews } from './show-more-reviews';
import { Stars } from './stars';

/**
 * The admin's Reviews tab: every restaurant's reviews, newest first, a page at a time, each with
 * Hide (customers stop seeing it and it leaves the restaurant's rating) or Show; the row says which
 * state it is in.
 */
export function AdminReviewsTab({ onUnauthorized }: { onUnauthorized: () => void }) {
  const list = useAdminReviews();
  const visibility = useSetReviewVisibility(onUnauthorized);
  const denied = isApiError(list.error, 401) || isApiError(list.error, 403);
  useEffect(() => {
    if (denied) onUnauthorized();
  }, [denied, onUnauthorized]);
  const busyId = visibility.isPending ? visibility.variables.id : null;

  const columns: Column<ManagedReview>[] = [
    {
      header: 'Restaurant',
      cell: (r) => (
        <span className="inline-block min-w-32 font-semibold text-stone-900">{r.restaurantName}</span>
      ),
    },
    {
      header: 'Stars',
      cell: (r) => (
        <span className="flex min-w-36 flex-col gap-1">
          <Stars label="Food" stars={r.food} />
          <Stars label="Delivery" stars={r.delivery} />
        </span>
      ),
    },
    {
      header: 'Comment',
      cell: (r) =>
        r.comment ? (
          <span className="block max-w-72 whitespace-pre-line">{r.comment}</span>
        ) : (
          <span className="text-stone-600">No comment</span>
        ),
    },
    { header: 'Reviewer', cell: (r) => <span className="whitespace-nowrap">{r.reviewerName}</span> },
    {
      header: 'Date',
      cell: (r) => (
        <time dateTime={r.createdAt} className="whitespace-nowrap">
          {reviewDateText(r.createdAt)}
        </time>
      ),
    },
    {
      header: 'Reply',
      cell: (r) =>
        r.reply ? (
          <span className="block max-w-64 whitespace-pre-line">{r.reply.text}</span>
        ) : (
          <span className="text-stone-600">No reply</span>
        ),
    },
    {
      header: 'Visibility',
      cell: (r) => (
        <div className="flex min-w-28 flex-col items-start gap-2">
          <Badge tone={r.hidden ? 'warning' : 'success'}>{r.hidden ? 'Hidden' : 'Visible'}</Badge>
          <Button
            size="sm"
            variant="secondary"
            disabled={busyId === r.id}
            aria-busy={busyId === r.id}
            onClick={() => visibility.mutate({ id: r.id, hidden: !r.hidden })}
          >
            {r.hidden ? 'Show' : 'Hide'}
            <span className="sr-only">
              {' '}
              the review by {r.reviewerName} of {r.restaurantName}
            </span>
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <AdminTable
        caption="Reviews"
        columns={columns}
        rows={list.data?.pages.flatMap((page) => page.reviews)}
        isError={list.isError && !list.isFetchNextPageError}
        onRetry={() => void list.refetch()}
        emptyText="No reviews yet."
      />
      <ShowMoreReviews list={list} label="Show more" />
    </div>
  );
}
