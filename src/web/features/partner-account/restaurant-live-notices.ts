import type { ServerMessage } from '../../../domain/realtime';
import { toast } from '../../components/ui/use-toast';
import { formatPrice } from '../../lib/format';
import { useLiveChannel } from '../../lib/live/use-live-channel';

/**
 * What the restaurant app does with a live message (SPEC section 7): a new order is announced. The
 * server sends a restaurant socket only its own restaurant's orders.
 */
export function handleRestaurantLiveMessage(message: ServerMessage): void {
  if (message.type !== 'order_created') return;
  const { customerName, total } = message.data;
  toast({
    title: 'New Order Received!',
    description: `Order from ${customerName} for ${formatPrice(total)}`,
  });
}

/** The signed-in restaurant's live channel; closed while `enabled` is false (not signed in yet). */
export function useRestaurantLiveNotices(enabled: boolean) {
  return useLiveChannel({ appType: 'restaurant', enabled, onMessage: handleRestaurantLiveMessage });
}
