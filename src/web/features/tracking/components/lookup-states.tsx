import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StatusMessage } from '#web/components/ui/status-message.tsx';
import { LOOKUP_FAILED } from '../messages';

/** Stands in for the order cards while the look-up runs. */
export function OrdersLoading() {
  return (
    <div aria-busy="true" className="space-y-4">
      <p role="status" className="sr-only">
        Searching for your orders…
      </p>
      <Skeleton className="h-40 w-full rounded-xl" />
      <Skeleton className="h-40 w-full rounded-xl" />
    </div>
  );
}

/** The look-up failed (network, server, or too many look-ups): SPEC section 8's alert. */
export function OrdersLookupFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <StatusMessage role="alert" title={LOOKUP_FAILED}>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying again…' : 'Try again'}
      </Button>
    </StatusMessage>
  );
}
