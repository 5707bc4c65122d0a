import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ServerMessage } from '#domain/shared/live-messages.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { localTimeZone } from '#web/lib/local-time-zone.ts';
import { menuKey } from '#web/lib/menu-query.ts';
import { partnerProfileKey } from '#web/lib/partner-profile-key.ts';
import { statementKeys } from '#web/lib/statement-keys.ts';
import { restaurantStatsQuery } from './api/get-restaurant-stats';
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

/**
 * The restaurant's currency, which its stat cards carry: from the cache the board has filled, or
 * read once if the cards have not loaded yet; null if they cannot be read.
 */
async function boardCurrency(queryClient: QueryClient): Promise<string | null> {
  try {
    return (await queryClient.ensureQueryData(restaurantStatsQuery(localTimeZone()))).currency;
  } catch {
    return null;
  }
}

async function announceNewOrder(
  order: { customerName: string; total: string | number },
  queryClient: QueryClient,
): Promise<void> {
  toast(newOrderToast(order.customerName, order.total, await boardCurrency(queryClient)));
}

/**
 * Handles one live message: refreshes what it made stale and announces a new order (SPEC section
 * 7). The returned promise settles once the announcement is shown.
 */
export function handleBoardLiveMessage(message: ServerMessage, queryClient: QueryClient): Promise<void> {
  // The currency is looked up before the refresh below marks the stat cards stale.
  const announced =
    message.type === 'order_created' ? announceNewOrder(message.data, queryClient) : Promise.resolve();
  refresh(queryClient, keysToRefresh(message));
  return announced;
}

/** After a reconnect: read everything again (catch up). */
export function catchUp(queryClient: QueryClient, restaurantId: number): void {
  refresh(queryClient, everythingOnTheBoard(restaurantId));
}
