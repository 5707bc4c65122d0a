import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminOrderKeys } from '#web/features/admin-orders/api/query-keys.ts';
import { restaurantKey } from '#web/lib/restaurant-query.ts';
import { deskOrder, restaurantIn } from './fixtures';

// The order desk's live toasts (SPEC section 7): a new order and its payment, each amount in the
// order's currency, which is its restaurant's.

const toast = vi.fn();
vi.mock('#web/components/ui/use-toast.ts', () => ({ toast }));

const { handleDeskLiveMessage } = await import('#web/features/admin-orders/desk-live.ts');

/** Answers GET /api/restaurants/{id} from `restaurants`, 404 for any other; returns the URLs asked. */
function stubRestaurants(restaurants: Record<number, unknown>): string[] {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    const id = Number(url.split('/').at(-1));
    const body = restaurants[id];
    return body === undefined
      ? new Response(JSON.stringify({ message: 'Restaurant not found' }), { status: 404 })
      : new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return urls;
}

function client(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  return queryClient;
}

beforeEach(() => toast.mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('the desk announces', () => {
  it("a new order and then its payment in the restaurant's currency: whole yen", async () => {
    const urls = stubRestaurants({});
    const queryClient = client();
    queryClient.setQueryData(restaurantKey(3), restaurantIn(3, 'JPY', 'Japan'));
    const created = handleDeskLiveMessage(
      { type: 'order_created', data: { id: 8, restaurantId: 3, customerName: 'Haruto', total: '3628' } },
      queryClient,
    );
    const paid = handleDeskLiveMessage(
      { type: 'payment_completed', data: { orderId: 8, amount: '3628' } },
      queryClient,
    );
    await Promise.all([created, paid]);
    expect(toast.mock.calls.map(([input]) => input)).toEqual([
      { title: 'New Order in System', description: 'Order from Haruto for ¥3,628' },
      { title: 'Payment Completed', description: 'Order #8 paid: ¥3,628' },
    ]);
    expect(urls).toEqual([]);
  });

  it('reads a restaurant it has not seen for its currency', async () => {
    const urls = stubRestaurants({ 4: restaurantIn(4, 'GBP', 'United Kingdom') });
    await handleDeskLiveMessage(
      { type: 'order_created', data: { id: 9, restaurantId: 4, customerName: 'Mia', total: '31.98' } },
      client(),
    );
    expect(urls).toEqual(['/api/restaurants/4']);
    expect(toast).toHaveBeenCalledWith({
      title: 'New Order in System',
      description: 'Order from Mia for £31.98',
    });
  });

  it('leaves the amount out rather than show it in the wrong money when the currency is unknown', async () => {
    stubRestaurants({});
    const queryClient = client();
    await handleDeskLiveMessage(
      { type: 'order_created', data: { id: 10, restaurantId: 99, customerName: 'Ada', total: '12.00' } },
      queryClient,
    );
    // A payment whose order was announced before this panel opened.
    await handleDeskLiveMessage(
      { type: 'payment_completed', data: { orderId: 42, amount: '25.50' } },
      queryClient,
    );
    expect(toast.mock.calls.map(([input]) => input)).toEqual([
      { title: 'New Order in System', description: 'Order from Ada' },
      { title: 'Payment Completed', description: 'Order #42 paid' },
    ]);
  });

  it("says the payment of an order it shows in that order's currency", async () => {
    stubRestaurants({});
    const queryClient = client();
    queryClient.setQueryData(adminOrderKeys.deskOrders(null), {
      pages: [{ orders: [deskOrder({ id: 44, currency: 'EUR', total: '25.50' })], nextBefore: null }],
      pageParams: [null],
    });
    await handleDeskLiveMessage(
      { type: 'payment_completed', data: { orderId: 44, amount: '25.50' } },
      queryClient,
    );
    expect(toast).toHaveBeenCalledWith({ title: 'Payment Completed', description: 'Order #44 paid: €25.50' });
  });
});
