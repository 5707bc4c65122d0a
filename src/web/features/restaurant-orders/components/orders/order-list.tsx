import type { ReactNode } from 'react';
import type { RestaurantOrder, RestaurantOrderFilter } from '#domain/restaurant-orders/responses.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StatusMessage } from '#web/components/ui/status-message.tsx';
import { useRestaurantOrders } from '#web/features/restaurant-orders/api/get-restaurant-orders.ts';
import { serverMessage } from '#web/lib/api-client.ts';

interface OrderListProps {
  filter: RestaurantOrderFilter;
  /** Shown when the tab has no orders. */
  emptyText: string;
  renderOrder: (order: RestaurantOrder) => ReactNode;
}

/** One tab's orders as a grid of cards, with loading, error and empty states. */
export function OrderList({ filter, emptyText, renderOrder }: OrderListProps) {
  const query = useRestaurantOrders(filter);
  if (query.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-2" role="status" aria-label="Loading orders">
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <StatusMessage
        role="alert"
        title="Could not load orders"
        description={serverMessage(query.error, query.error.message)}
      >
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </StatusMessage>
    );
  }
  if (query.data.orders.length === 0) return <StatusMessage title={emptyText} />;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {query.data.orders.map((order) => (
        <li key={order.id}>{renderOrder(order)}</li>
      ))}
    </ul>
  );
}
