import { Button } from '#web/components/ui/button.tsx';
import { SHOW_MORE_REVIEWS } from '../review-text';

/** "Show more reviews" under a list while pages are left, and what to say when one fails. */
export function ShowMoreReviews({
  list,
  label = SHOW_MORE_REVIEWS,
}: {
  /** The button's words: "Show more reviews" unless the list says otherwise. */
  label?: string;
  list: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
}) {
  return (
    <>
      {list.isFetchNextPageError ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          More reviews could not be loaded. Please try again.
        </p>
      ) : null}
      {list.hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
          aria-busy={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? 'Loading…' : label}
        </Button>
      ) : null}
    </>
  );
}
