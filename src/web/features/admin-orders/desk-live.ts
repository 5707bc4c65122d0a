import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { AdminDeskPage } from '#domain/admin-orders/responses.ts';
import type { ServerMessage } from '#domain/shared/live-messages.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { formatPrice } from '#web/lib/format.ts';
import { restaurantQuery } from '#web/lib/restaurant-query.ts';
import { adminOrderKeys } from './api/query-keys';

/**
 * The currency of each order announced here, looked up from its restaurant (an order is priced in
 * its restaurant's currency), so that its payment, announced right after it, is said in the same
 * money. The newest few are kept: a payment follows its order within the same placement.
 */
const announcedCurrencies = new Map<number, Promise<string | null>>();
const ANNOUNCED_KEPT = 50;

/** The restaurant's currency (GET /api/restaurants/{id}, cached); null when it cannot be read. */
async function restaurantCurrency(queryClient: QueryClient, restaurantId: number): Promise<string | null> {
  try {
    return (await queryClient.ensureQueryData(restaurantQuery(restaurantId))).currency;
  } catch {
    return null;
  }
}

function remember(orderId: number, currency: Promise<string | null>): void {
  announcedCurrencies.set(orderId, currency);
  for (const oldest of announcedCurrencies.keys()) {
    if (announcedCurrencies.size <= ANNOUNCED_KEPT) break;
    announcedCurrencies.delete(oldest);
  }
}

/** An amount in its currency, or nothing when the currency is unknown (never the wrong money). */
const amountIn = (amount: string | number, currency: string | null, before: string) =>
  currency === null ? '' : `${before}${formatPrice(amount, currency)}`;

async function announceOrder(
  order: { id: number; restaurantId: number; customerName: string; total: string | number },
  queryClient: QueryClient,
): Promise<void> {
  const currency = restaurantCurrency(queryClient, order.restaurantId);
  remember(order.id, currency);
  toast({
    title: 'New Order in System',
    description: `Order from ${order.customerName}${amountIn(order.total, await currency, ' for ')}`,
  });
}

/** The currency of an order the desk shows, from its loaded pages; null when it is not there. */
function deskCurrency(queryClient: QueryClient, orderId: number): string | null {
  const desks = queryClient.getQueriesData<InfiniteData<AdminDeskPage>>({ queryKey: adminOrderKeys.desk });
  for (const [, data] of desks) {
    for (const page of data?.pages ?? []) {
      const order = page.orders.find((row) => row.id === orderId);
      if (order) return order.currency;
    }
  }
  return null;
}

async function announcePayment(
  payment: { orderId: number; amount: string | number },
  queryClient: QueryClient,
): Promise<void> {
  const announced = announcedCurrencies.get(payment.orderId);
  const currency = (announced ? await announced : null) ?? deskCurrency(queryClient, payment.orderId);
  toast({
    title: 'Payment Completed',
    description: `Order #${payment.orderId} paid${amountIn(payment.amount, currency, ': ')}`,
  });
}

/**
 * The order desk's live updates (SPEC section 7): every order event reads the desk again; a new
 * order and a completed payment are toasted, their amounts in the order's currency. Other messages
 * are not its business. The returned promise settles once the toast is shown.
 */
export function handleDeskLiveMessage(message: ServerMessage, queryClient: QueryClient): Promise<void> {
  switch (message.type) {
    case 'order_created':
      refreshDesk(queryClient);
      return announceOrder(message.data, queryClient);
    case 'payment_completed':
      refreshDesk(queryClient);
      return announcePayment(message.data, queryClient);
    case 'order_updated':
      refreshDesk(queryClient);
      return Promise.resolve();
    default:
      return Promise.resolve();
  }
}

function refreshDesk(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: adminOrderKeys.orders });
  void queryClient.invalidateQueries({ queryKey: adminOrderKeys.desk });
}
