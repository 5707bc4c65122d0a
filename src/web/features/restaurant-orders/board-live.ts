import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ServerMessage } from '#domain/shared/live-messages.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { menuKey } from '#web/lib/menu-query.ts';
import { partnerProfileKey } from '#web/lib/partner-profile-key.ts';
import { statementKeys } from '#web/lib/statement-keys.ts';
import { boardKeys } from './api/query-keys';
import { newOrderToast } from './new-order-notice';

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

/** Handles one live message: refreshes what it made stale and announces a new order (SPEC section 7). */
export function handleBoardLiveMessage(message: ServerMessage, queryClient: QueryClient): void {
  if (message.type === 'order_created') toast(newOrderToast(message.data.customerName, message.data.total));
  refresh(queryClient, keysToRefresh(message));
}

/** After a reconnect: read everything again (catch up). */
export function catchUp(queryClient: QueryClient, restaurantId: number): void {
  refresh(queryClient, everythingOnTheBoard(restaurantId));
}
