import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '#domain/shared/live-messages.ts';

const toast = vi.fn();
vi.mock('#web/components/ui/use-toast.ts', () => ({ toast }));

const { catchUp, handleDriverLiveMessage, keysToRefresh, liveNotice } = await import(
  '#web/features/driver-deliveries/driver-live.ts'
);

const offersUpdated: ServerMessage = { type: 'offers_updated', data: { orderId: 7 } };
const orderUpdated = (status?: string): ServerMessage => ({
  type: 'order_updated',
  data: { id: 7, customerPhone: '14165550101', restaurantId: 1, driverId: 3, status, seq: 4 },
});

function invalidatedBy(run: (client: QueryClient) => void): unknown[] {
  const client = new QueryClient();
  const spy = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  run(client);
  return spy.mock.calls.map(([filters]) => filters?.queryKey);
}

beforeEach(() => toast.mockClear());

describe('keysToRefresh', () => {
  it('reloads the offers on offers_updated', () => {
    expect(keysToRefresh(offersUpdated)).toEqual([['/api/driver/offers']]);
  });

  it("reloads the deliveries, the stat cards, the offers and the statement when one of the driver's orders changed", () => {
    expect(keysToRefresh(orderUpdated('ready'))).toEqual([
      ['/api/driver/deliveries'],
      ['/api/driver/stats'],
      ['/api/driver/offers'],
      ['/api/driver/statement'],
    ]);
  });

  it('reloads the stat cards (cash in hand) when a settlement was recorded', () => {
    expect(keysToRefresh({ type: 'cash_updated', data: { driverId: 3 } })).toEqual([['/api/driver/stats']]);
  });

  it('ignores what is not the driver’s business', () => {
    expect(keysToRefresh({ type: 'catalogue_updated', data: { restaurantId: 1 } })).toEqual([]);
    expect(
      keysToRefresh({
        type: 'order_created',
        data: { id: 7, restaurantId: 1, customerName: 'Mia', total: '9' },
      }),
    ).toEqual([]);
  });
});

describe('liveNotice', () => {
  it('tells the driver when the kitchen finished an order, or one was cancelled', () => {
    expect(liveNotice(orderUpdated('ready'))?.title).toBe('Order #7 is ready for pickup');
    expect(liveNotice(orderUpdated('cancelled'))).toMatchObject({
      title: 'Order #7 was cancelled',
      variant: 'destructive',
    });
    expect(liveNotice(orderUpdated('picked-up'))).toBeNull();
    expect(liveNotice(orderUpdated())).toBeNull();
    expect(liveNotice(offersUpdated)).toBeNull();
  });
});

describe('handleDriverLiveMessage and catchUp', () => {
  it('toasts and refreshes', () => {
    const keys = invalidatedBy((client) => handleDriverLiveMessage(orderUpdated('cancelled'), client));
    expect(keys).toContainEqual(['/api/driver/deliveries']);
    expect(toast).toHaveBeenCalledOnce();
  });

  it('reads everything again after a reconnect', () => {
    expect(invalidatedBy(catchUp)).toEqual([
      ['/api/driver/offers'],
      ['/api/driver/deliveries'],
      ['/api/driver/stats'],
      ['/api/driver/statement'],
      ['/api/partner/profile'],
    ]);
  });
});
