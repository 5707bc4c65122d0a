import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ServerMessage } from '#domain/shared/live-messages.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { menuKey } from '#web/lib/menu-query.ts';
import { partnerProfileKey } from '#web/lib/partner-profile-key.ts';
import { statementKeys } from '#web/lib/statement-keys.ts';
import { boardKeys } from './api/query-keys';
import { boardCurrency } from './board-currency';
import { newOrderToast } from './new-order-notice';
import { boardTimeZone, freshOrder, releasedOrderToast, scheduledOrderToast } from './scheduled-notice';

/**
 * What a live message makes stale. Order events move orders between tabs and change today's
 * figures and the statement; a catalogue event means the menu or the profile (Open, fees, hours) changed, possibly
 * from another tablet of the same kitchen. The server sends a restaurant socket only its own events.
 */
export function keysToRefresh(message: ServerMessage): QueryKey[] {
  switch (message.type) {
    case 'order_created':
    case 'order_updated':
    case 'payment_completed':
      return [boardKeys.orders, boardKeys.stats, boardKeys.analytics, statementKeys.restaurant];
    case 'catalogue_updated':
      return [menuKey(message.data.restaurantId), partnerProfileKey];
    default:
      // Approvals and driver positions are not the kitchen's business.
      return [];
  }
}

/** Everything the board shows: what a reconnect must read again, since events sent meanwhile are lost. */
export function everythingOnTheBoard(restaurantId: number): QueryKey[] {
  return [
    boardKeys.orders,
    boardKeys.stats,
    boardKeys.analytics,
    statementKeys.restaurant,
    menuKey(restaurantId),
    partnerProfileKey,
  ];
}

function refresh(queryClient: QueryClient, keys: readonly QueryKey[]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

type OrderCreated = Extract<ServerMessage, { type: 'order_created' }>['data'];

async function announceCreated(
  order: OrderCreated,
  queryClient: QueryClient,
  currency: Promise<string | null>,
) {
  if (order.status !== 'scheduled') {
    toast(newOrderToast(order.customerName, order.total, await currency));
    return;
  }
  // An order for later needs no answer now: said as such, with its time, never as a new order.
  const scheduled = await freshOrder(queryClient, 'scheduled', order.id);
  toast(
    scheduledOrderToast(
      { ...order, scheduledFor: scheduled?.scheduledFor ?? null },
      await currency,
      boardTimeZone(queryClient),
    ),
  );
}

/** An order for later reached its preparation lead (scheduled -> confirmed): now it needs an answer. */
async function announceReleased(id: number, queryClient: QueryClient, currency: Promise<string | null>) {
  const released = await freshOrder(queryClient, 'new', id);
  if (released?.scheduledFor) toast(releasedOrderToast(released, await currency, boardTimeZone(queryClient)));
}

/**
 * Handles one live message: refreshes what it made stale and announces a new order (SPEC section
 * 7), an order for later when it arrives and again when it reaches New Orders. The returned promise
 * settles once the announcement is shown.
 */
export function handleBoardLiveMessage(message: ServerMessage, queryClient: QueryClient): Promise<void> {
  const created = message.type === 'order_created' ? message.data : null;
  const releasedId =
    message.type === 'order_updated' && message.data.status === 'confirmed' ? message.data.id : undefined;
  // The currency is looked up before the refresh below marks the stat cards stale.
  const currency = created || releasedId !== undefined ? boardCurrency(queryClient) : Promise.resolve(null);
  refresh(queryClient, keysToRefresh(message));
  if (created) return announceCreated(created, queryClient, currency);
  if (releasedId !== undefined) return announceReleased(releasedId, queryClient, currency);
  return Promise.resolve();
}

/** After a reconnect: read everything again (catch up). */
export function catchUp(queryClient: QueryClient, restaurantId: number): void {
  refresh(queryClient, everythingOnTheBoard(restaurantId));
}
