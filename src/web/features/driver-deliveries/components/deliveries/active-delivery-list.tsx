import type { UseQueryResult } from '@tanstack/react-query';
import type { DriverDeliveryPage } from '#domain/driver-deliveries/responses.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StatusMessage } from '#web/components/ui/status-message.tsx';
import { serverMessage } from '#web/lib/api-client.ts';
import { DeliveryCard } from './delivery-card';

export const NO_ACTIVE_TITLE = 'No active deliveries';
export const NO_ACTIVE_TEXT = 'Orders you accept appear here until you deliver them.';

/** Active Deliveries: every order the driver holds, with loading, error and empty states. */
export function ActiveDeliveryList({
  deliveries,
}: {
  deliveries: UseQueryResult<DriverDeliveryPage, Error>;
}) {
  if (deliveries.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-2" role="status" aria-label="Loading your deliveries">
        <Skeleton className="h-80" />
      </div>
    );
  }
  if (deliveries.isError) {
    return (
      <StatusMessage
        role="alert"
        title="Could not load your deliveries"
        description={serverMessage(deliveries.error, deliveries.error.message)}
      >
        <Button variant="secondary" onClick={() => void deliveries.refetch()}>
          Try again
        </Button>
      </StatusMessage>
    );
  }
  if (deliveries.data.deliveries.length === 0) {
    return <StatusMessage title={NO_ACTIVE_TITLE} description={NO_ACTIVE_TEXT} />;
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {deliveries.data.deliveries.map((delivery) => (
        <li key={delivery.id}>
          <DeliveryCard delivery={delivery} />
        </li>
      ))}
    </ul>
  );
}
