import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RestaurantOrder } from '#domain/restaurant-orders/responses.ts';
import type { ServerMessage } from '#domain/shared/live-messages.ts';
import { boardKeys } from '#web/features/restaurant-orders/api/query-keys.ts';
import { localTimeZone } from '#web/lib/local-time-zone.ts';
import { partnerProfileKey } from '#web/lib/partner-profile-key.ts';
import { readyOrder } from './fixtures';

// Orders for later on the board's live channel (issue 37): one arriving needs no answer yet, so it
// is never announced as "New Order Received!" but as a scheduled order with its time; one reaching
// New Orders at its preparation lead is announced then, like a new order.

const toast = vi.fn();
vi.mock('#web/components/ui/use-toast.ts', () => ({ toast }));

const { handleBoardLiveMessage } = await import('#web/features/restaurant-orders/board-live.ts');

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => toast.mockClear());

const forLater: RestaurantOrder = {
  ...readyOrder,
  id: 7,
  status: 'scheduled',
  customerName: 'Mia',
  total: '31.90',
  scheduledFor: '2026-11-28T00:15:00.000Z', // Fri 7:15 PM in Toronto
};

/** Answers each tab's orders from `tabs`; returns the URLs asked for. */
function stubTabs(tabs: Partial<Record<string, RestaurantOrder[]>>): string[] {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    urls.push(input);
    const status = new URL(input, 'http://board').searchParams.get('status') ?? '';
    return new Response(JSON.stringify({ orders: tabs[status] ?? [], nextBefore: null }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return urls;
}

/** A board that has read its stat cards (in dollars) and its profile (in Toronto). */
function board(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(boardKeys.statsIn(localTimeZone()), {
    currency: 'CAD',
    todayRevenue: '0',
    todayOrders: 0,
    averageOrderValue: '0',
    rating: '0.0',
    ratingCount: 0,
    newOrders: 0,
  });
  client.setQueryData(partnerProfileKey, { type: 'restaurant', timeZone: 'America/Toronto' });
  return client;
}

const created: ServerMessage = {
  type: 'order_created',
  data: { id: 7, restaurantId: 1, customerName: 'Mia', total: '31.90', status: 'scheduled', seq: 1 },
};
const released: ServerMessage = {
  type: 'order_updated',
  data: {
    id: 7,
    customerPhone: '+14165550101',
    restaurantId: 1,
    driverId: null,
    status: 'confirmed',
    seq: 2,
  },
};

describe('an order for later on the live channel', () => {
  it('is announced as scheduled, with its time, never as a new order to answer', async () => {
    const urls = stubTabs({ scheduled: [forLater] });
    const client = board();
    const refreshed = vi.spyOn(client, 'invalidateQueries');
    await handleBoardLiveMessage(created, client);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith({
      title: 'Scheduled order for Fri 7:15 PM',
      description: 'Order from Mia for $31.90',
    });
    expect(urls).toEqual(['/api/restaurant/orders?status=scheduled']);
    // Every tab is read again, the Scheduled tab among them.
    expect(refreshed.mock.calls.map(([filters]) => filters?.queryKey)).toContainEqual([
      '/api/restaurant/orders',
    ]);
  });

  it('is still not a new order when its time cannot be read', async () => {
    stubTabs({});
    await handleBoardLiveMessage(created, board());
    expect(toast).toHaveBeenCalledWith({
      title: 'Scheduled order received',
      description: 'Order from Mia for $31.90',
    });
  });

  it('is announced like a new order when it reaches New Orders, with the time promised', async () => {
    const urls = stubTabs({ new: [{ ...forLater, status: 'confirmed' }] });
    await handleBoardLiveMessage(released, board());
    expect(toast).toHaveBeenCalledWith({
      title: 'New Order Received!',
      description: 'Scheduled for 7:15 PM: order from Mia for $31.90',
    });
    expect(urls).toEqual(['/api/restaurant/orders?status=new']);
  });

  it('says nothing when the released order is no longer waiting (cancelled meanwhile)', async () => {
    stubTabs({ new: [] });
    await handleBoardLiveMessage(released, board());
    expect(toast).not.toHaveBeenCalled();
  });

  it('keeps announcing an order for as soon as possible as a new order', async () => {
    const urls = stubTabs({});
    await handleBoardLiveMessage(
      {
        type: 'order_created',
        data: { id: 8, restaurantId: 1, customerName: 'Noor', total: '21.98', status: 'confirmed' },
      },
      board(),
    );
    expect(toast).toHaveBeenCalledWith({
      title: 'New Order Received!',
      description: 'Order from Noor for $21.98',
    });
    expect(urls).toEqual([]);
  });
});
