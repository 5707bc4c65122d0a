import type { UseQueryResult } from '@tanstack/react-query';
import type { DriverDeliveryPage } from '#domain/driver-deliveries/responses.ts';
import { LoadingCards, QueryError } from '#web/components/query-states.tsx';
import { StatusMessage } from '#web/components/ui/status-message.tsx';
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
      <LoadingCards
        label="Loading your deliveries"
        className="grid gap-4 md:grid-cols-2"
        cardClassName="h-80"
        count={1}
      />
    );
  }
  if (deliveries.isError) {
    return <QueryError title="Could not load your deliveries" query={deliveries} />;
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
