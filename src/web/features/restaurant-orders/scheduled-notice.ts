import type { QueryClient } from '@tanstack/react-query';
import type { PartnerProfile } from '#domain/partners/responses.ts';
import type { RestaurantOrder, RestaurantOrderFilter } from '#domain/restaurant-orders/responses.ts';
import type { ToastInput } from '#web/components/ui/use-toast.ts';
import { formatPrice } from '#web/lib/format.ts';
import { partnerProfileKey } from '#web/lib/partner-profile-key.ts';
import { scheduledClock, scheduledShort } from '#web/lib/scheduled-time.ts';
import { restaurantOrdersQuery } from './api/get-restaurant-orders';

// The board's toasts for orders for later: one arriving needs no answer yet, so it is not
// announced as a new order; one reaching the kitchen at its preparation lead is.

const orderFrom = (order: { customerName: string; total: string | number }, currency: string | null) =>
  currency === null
    ? `Order from ${order.customerName}`
    : `Order from ${order.customerName} for ${formatPrice(order.total, currency)}`;

/** "Scheduled order for Fri 7:15 PM" / "Order from Mia for $31.90" (the time left out when unknown). */
export function scheduledOrderToast(
  order: { customerName: string; total: string | number; scheduledFor: string | null },
  currency: string | null,
  timeZone?: string,
): ToastInput {
  return {
    title: order.scheduledFor
      ? `Scheduled order for ${scheduledShort(order.scheduledFor, timeZone)}`
      : 'Scheduled order received',
    description: orderFrom(order, currency),
  };
}

/** "New Order Received!" / "Scheduled for 7:15 PM: order from Mia for $31.90". */
export function releasedOrderToast(
  order: Pick<RestaurantOrder, 'customerName' | 'total' | 'scheduledFor'>,
  currency: string | null,
  timeZone?: string,
): ToastInput {
  const from = orderFrom(order, currency);
  return {
    title: 'New Order Received!',
    description: order.scheduledFor
      ? `Scheduled for ${scheduledClock(order.scheduledFor, timeZone)}: ${from.replace('Order', 'order')}`
      : from,
  };
}

/** The restaurant's own zone, from the profile the board has read; the device's until then. */
export function boardTimeZone(queryClient: QueryClient): string | undefined {
  const profile = queryClient.getQueryData<PartnerProfile>(partnerProfileKey);
  return profile?.type === 'restaurant' ? profile.timeZone : undefined;
}

/** One order of a tab, read fresh (the live message carries no time); null when it is not there. */
export async function freshOrder(
  queryClient: QueryClient,
  filter: RestaurantOrderFilter,
  id: number,
): Promise<RestaurantOrder | null> {
  try {
    const page = await queryClient.fetchQuery({ ...restaurantOrdersQuery(filter), staleTime: 0 });
    return page.orders.find((order) => order.id === id) ?? null;
  } catch {
    return null;
  }
}
