import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StatusMessage } from '#web/components/ui/status-message.tsx';
import { serverMessage } from '#web/lib/api-client.ts';

/** A failed read: `title`, the server's reason (else the error's own), and a way to read it again. */
export function QueryError({
  title,
  query,
}: {
  title: string;
  query: { error: Error; refetch: () => Promise<unknown> };
}) {
  return (
    <StatusMessage role="alert" title={title} description={serverMessage(query.error, query.error.message)}>
      <Button variant="secondary" onClick={() => void query.refetch()}>
        Try again
      </Button>
    </StatusMessage>
  );
}

/** A failed read whose reason is not shown: `title`, "Please try again." and a way to. */
export function RetryMessage({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <StatusMessage role="alert" title={title} description="Please try again.">
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </StatusMessage>
  );
}

/** Placeholder rows while a table or log loads; `label` is read to screen readers ("Loading activity…"). */
export function LoadingRows({
  label,
  count,
  rowClassName,
}: {
  label: string;
  count: number;
  rowClassName: string;
}) {
  return (
    <div role="status" className="space-y-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <Skeleton key={index} className={rowClassName} />
      ))}
    </div>
  );
}

/**
 * Placeholder cards in the list's own layout while it loads; `label` names them for screen readers
 * ("Loading orders").
 */
export function LoadingCards({
  label,
  className,
  cardClassName,
  count = 2,
}: {
  label: string;
  className: string;
  cardClassName: string;
  count?: number;
}) {
  return (
    <div className={className} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <Skeleton key={index} className={cardClassName} />
      ))}
    </div>
  );
}
