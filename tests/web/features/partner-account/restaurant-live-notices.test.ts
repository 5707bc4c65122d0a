import { beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.fn();
vi.mock('../../../../src/web/components/ui/use-toast', () => ({ toast }));

const { handleRestaurantLiveMessage } = await import(
  '../../../../src/web/features/partner-account/restaurant-live-notices'
);

// SPEC section 7: the restaurant app toasts "New Order Received!" for each new order.

describe('handleRestaurantLiveMessage', () => {
  beforeEach(() => toast.mockClear());

  it('announces a new order with the customer and the total as dollars', () => {
    handleRestaurantLiveMessage({
      type: 'order_created',
      data: { id: 7, restaurantId: 1, customerName: 'Mia', total: '31.9' },
    });
    expect(toast).toHaveBeenCalledWith({
      title: 'New Order Received!',
      description: 'Order from Mia for $31.90',
    });
  });

  it('stays quiet for other messages', () => {
    handleRestaurantLiveMessage({
      type: 'order_updated',
      data: { id: 7, customerPhone: '14165550101', restaurantId: 1, driverId: null, status: 'preparing' },
    });
    handleRestaurantLiveMessage({ type: 'payment_completed', data: { orderId: 7, amount: '31.90' } });
    expect(toast).not.toHaveBeenCalled();
  });
});
