import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ServerMessage } from '#domain/shared/live-messages.ts';
import { type ToastInput, toast } from '#web/components/ui/use-toast.ts';
import { partnerProfileKey } from '#web/lib/partner-profile-key.ts';
import { statementKeys } from '#web/lib/statement-keys.ts';
import { driverKeys } from './api/query-keys';

/**
 * What a live message makes stale. The server sends a driver socket offers_updated when an order
 * became available or stopped being so, and order_updated for the driver's own orders only.
 */
export function keysToRefresh(message: ServerMessage): QueryKey[] {
  switch (message.type) {
    case 'offers_updated':
      return [driverKeys.offers];
    case 'order_updated':
      // A claimed order may also leave or rejoin the offers (an admin reassigned it); a delivered
      // one joins the statement.
      return [driverKeys.deliveries, driverKeys.stats, driverKeys.offers, statementKeys.driver];
    case 'driver_approved':
      return [partnerProfileKey];
    case 'cash_updated':
      // A settlement was recorded: the cash in hand on the stat cards went down.
      return [driverKeys.stats];
    default:
      return [];
  }
}

/** Everything the dashboard shows: what a reconnect must read again, since events sent meanwhile are lost. */
export function everythingOnTheDashboard(): QueryKey[] {
  return [
    driverKeys.offers,
    driverKeys.deliveries,
    driverKeys.stats,
    statementKeys.driver,
    partnerProfileKey,
  ];
}

/**
 * What the driver must hear about at once, whatever tab is open: the kitchen finished one of its
 * orders, or an order it holds was cancelled. Null for everything else.
 */
export function liveNotice(message: ServerMessage): ToastInput | null {
  if (message.type !== 'order_updated' || message.data.id === undefined) return null;
  const { id, status } = message.data;
  if (status === 'ready') {
    return { title: `Order #${id} is ready for pickup`, description: 'The kitchen has finished it.' };
  }
  if (status === 'cancelled') {
    return {
      title: `Order #${id} was cancelled`,
      description: 'You no longer need to deliver it.',
      variant: 'destructive',
    };
  }
  return null;
}

function refresh(queryClient: QueryClient, keys: readonly QueryKey[]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/** Handles one live message: tells the driver what matters and refreshes what it made stale. */
export function handleDriverLiveMessage(message: ServerMessage, queryClient: QueryClient): void {
  const notice = liveNotice(message);
  if (notice) toast(notice);
  refresh(queryClient, keysToRefresh(message));
}

/** After a reconnect: read everything again (catch up). */
export function catchUp(queryClient: QueryClient): void {
  refresh(queryClient, everythingOnTheDashboard());
}
