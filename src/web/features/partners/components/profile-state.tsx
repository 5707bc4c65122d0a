import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StatusMessage } from '#web/components/ui/status-message.tsx';

/** Placeholder blocks while the overview loads. */
export function ProfileLoading() {
  return (
    <div role="status" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Loading your account…</span>
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <Skeleton key={index} className="h-20 rounded-xl" />
      ))}
    </div>
  );
}

export function ProfileError({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusMessage
      role="alert"
      title="Your account could not be loaded"
      description="Please try again later or contact support."
    >
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </StatusMessage>
  );
}
