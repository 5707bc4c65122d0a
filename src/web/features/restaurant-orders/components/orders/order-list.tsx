import type { ReactNode } from 'react';
import type { RestaurantOrder, RestaurantOrderFilter } from '#domain/restaurant-orders/responses.ts';
import { LoadingCards, QueryError } from '#web/components/query-states.tsx';
import { StatusMessage } from '#web/components/ui/status-message.tsx';
import { useRestaurantOrders } from '#web/features/restaurant-orders/api/get-restaurant-orders.ts';

interface OrderListProps {
  filter: RestaurantOrderFilter;
  /** Shown when the tab has no orders. */
  emptyText: string;
  renderOrder: (order: RestaurantOrder) => ReactNode;
  /** The order the cards are shown in; the server's (newest first) without one. */
  compare?: (a: RestaurantOrder, b: RestaurantOrder) => number;
}

/** One tab's orders as a grid of cards, with loading, error and empty states. */
export function OrderList({ filter, emptyText, renderOrder, compare }: OrderListProps) {
  const query = useRestaurantOrders(filter);
  if (query.isPending) {
    return <LoadingCards label="Loading orders" className="grid gap-4 md:grid-cols-2" cardClassName="h-56" />;
  }
  if (query.isError) {
    return <QueryError title="Could not load orders" query={query} />;
  }
  if (query.data.orders.length === 0) return <StatusMessage title={emptyText} />;
  const orders = compare ? [...query.data.orders].sort(compare) : query.data.orders;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {orders.map((order) => (
        <li key={order.id}>{renderOrder(order)}</li>
      ))}
    </ul>
  );
}
