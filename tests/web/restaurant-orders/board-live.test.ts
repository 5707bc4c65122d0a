import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '#domain/shared/live-messages.ts';
import { boardKeys } from '#web/features/restaurant-orders/api/query-keys.ts';
import { localTimeZone } from '#web/lib/local-time-zone.ts';

const toast = vi.fn();
vi.mock('#web/components/ui/use-toast.ts', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Answers every request with `body` and `status`; returns the URLs asked for. */
function stubFetch(body: unknown, status = 200): string[] {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    urls.push(input);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return urls;
}

const { catchUp, handleBoardLiveMessage, keysToRefresh } = await import(
  '#web/features/restaurant-orders/board-live.ts'
);

const orderCreated: ServerMessage = {
  type: 'order_created',
  data: { id: 7, restaurantId: 1, customerName: 'Mia', total: '31.9' },
};
const orderUpdated: ServerMessage = {
  type: 'order_updated',
  data: { id: 7, customerPhone: '14165550101', restaurantId: 1, driverId: null, status: 'cancelled', seq: 3 },
};
const catalogueUpdated: ServerMessage = { type: 'catalogue_updated', data: { restaurantId: 1 } };

/** The keys a handler invalidated, as comparable JSON. */
function invalidatedBy(run: (client: QueryClient) => void): unknown[] {
  const client = new QueryClient();
  const spy = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  run(client);
  return spy.mock.calls.map(([filters]) => filters?.queryKey);
}

describe('keysToRefresh', () => {
  it('refreshes the orders, the stat cards, the analytics and the statement on order events', () => {
    const keys = [
      ['/api/restaurant/orders'],
      ['/api/restaurant/stats'],
      ['/api/restaurant/analytics'],
      ['/api/restaurant/statement'],
    ];
    expect(keysToRefresh(orderCreated)).toEqual(keys);
    expect(keysToRefresh(orderUpdated)).toEqual(keys);
    expect(keysToRefresh({ type: 'payment_completed', data: { orderId: 7, amount: '31.90' } })).toEqual(keys);
  });

  it('refreshes the menu and the profile when the catalogue changed', () => {
    expect(keysToRefresh(catalogueUpdated)).toEqual([
      ['/api/restaurants', 1, 'menu'],
      ['/api/partner/profile'],
    ]);
  });

  it('ignores what is not the kitchen’s business', () => {
    expect(keysToRefresh({ type: 'restaurant_approved', data: { name: 'Forno' } })).toEqual([]);
    expect(
      keysToRefresh({
        type: 'driver_location_update',
        data: { orderId: 7, driverId: 2, latitude: 43.6, longitude: -79.3 },
      }),
    ).toEqual([]);
  });
});

describe('handleBoardLiveMessage', () => {
  beforeEach(() => toast.mockClear());

  /** A cache holding the stat cards of a kitchen priced in `currency`, as the board has them. */
  function boardWithStats(currency: string): QueryClient {
    const client = new QueryClient();
    client.setQueryData(boardKeys.statsIn(localTimeZone()), {
      currency,
      todayRevenue: '0',
      todayOrders: 0,
      averageOrderValue: '0',
      rating: '0.0',
      ratingCount: 0,
      newOrders: 1,
    });
    return client;
  }

  // SPEC section 7: the restaurant app toasts "New Order Received!" for each new order.
  it("announces a new order with the customer and the total in the restaurant's currency, and refreshes the board", async () => {
    const client = boardWithStats('CAD');
    const spy = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    await handleBoardLiveMessage(orderCreated, client);
    expect(toast).toHaveBeenCalledWith({
      title: 'New Order Received!',
      description: 'Order from Mia for $31.90',
    });
    expect(spy.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['/api/restaurant/orders'],
      ['/api/restaurant/stats'],
      ['/api/restaurant/analytics'],
      ['/api/restaurant/statement'],
    ]);
  });

  it('announces a yen order in whole yen', async () => {
    await handleBoardLiveMessage(
      { type: 'order_created', data: { id: 8, restaurantId: 1, customerName: 'Haruto', total: '3628' } },
      boardWithStats('JPY'),
    );
    expect(toast).toHaveBeenCalledWith({
      title: 'New Order Received!',
      description: 'Order from Haruto for ¥3,628',
    });
  });

  it('reads the stat cards for the currency when the board has not loaded them yet', async () => {
    const urls = stubFetch({
      currency: 'GBP',
      todayRevenue: '0.00',
      todayOrders: 0,
      averageOrderValue: '0.00',
      rating: '0.0',
      ratingCount: 0,
      newOrders: 1,
    });
    await handleBoardLiveMessage(orderCreated, new QueryClient());
    expect(urls).toEqual([`/api/restaurant/stats?${new URLSearchParams({ tz: localTimeZone() })}`]);
    expect(toast).toHaveBeenCalledWith({
      title: 'New Order Received!',
      description: 'Order from Mia for £31.90',
    });
  });

  it('leaves the amount out rather than show it in the wrong money when the figures cannot be read', async () => {
    stubFetch({ message: 'Database unavailable' }, 500);
    await handleBoardLiveMessage(orderCreated, new QueryClient());
    expect(toast).toHaveBeenCalledWith({ title: 'New Order Received!', description: 'Order from Mia' });
  });

  it('refreshes quietly on other messages', async () => {
    const keys = invalidatedBy((client) => {
      void handleBoardLiveMessage(orderUpdated, client);
      void handleBoardLiveMessage(catalogueUpdated, client);
    });
    await Promise.resolve();
    expect(toast).not.toHaveBeenCalled();
    expect(keys).toContainEqual(['/api/restaurant/orders']);
    expect(keys).toContainEqual(['/api/restaurants', 1, 'menu']);
  });
});

describe('catchUp', () => {
  it('reads everything on the board again after a reconnect', () => {
    const keys = invalidatedBy((client) => catchUp(client, 4));
    expect(keys).toEqual([
      ['/api/restaurant/orders'],
      ['/api/restaurant/stats'],
      ['/api/restaurant/analytics'],
      ['/api/restaurant/statement'],
      ['/api/restaurants', 4, 'menu'],
      ['/api/partner/profile'],
    ]);
  });

  it('covers every query the board reads (order tabs, stats and analytics in any time zone, statements)', async () => {
    const { boardKeys } = await import('#web/features/restaurant-orders/api/query-keys.ts');
    const { menuKey } = await import('#web/lib/menu-query.ts');
    const { partnerProfileKey } = await import('#web/lib/partner-profile-key.ts');
    const { statementKeys } = await import('#web/lib/statement-keys.ts');
    const { matchQuery } = await import('@tanstack/react-query');
    const client = new QueryClient();
    const boardQueries = [
      boardKeys.ordersByFilter('new'),
      boardKeys.ordersByFilter('ready'),
      boardKeys.statsIn('America/Toronto'),
      boardKeys.analyticsIn('Europe/Paris'),
      statementKeys.restaurantFor(null),
      statementKeys.restaurantFor({ from: '2026-03-01', to: '2026-03-31' }),
      menuKey(4),
      partnerProfileKey,
    ].map((queryKey) => client.getQueryCache().build(client, { queryKey }));
    const keys = invalidatedBy((spyClient) => catchUp(spyClient, 4));
    for (const query of boardQueries) {
      expect(keys.some((queryKey) => matchQuery({ queryKey: queryKey as readonly unknown[] }, query))).toBe(
        true,
      );
    }
  });
});
