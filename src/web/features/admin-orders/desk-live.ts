import type { QueryClient } from '@tanstack/react-query';
import type { ServerMessage } from '#domain/shared/live-messages.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { formatPrice } from '#web/lib/format.ts';
import { adminOrderKeys } from './api/query-keys';

/**
 * The order desk's live updates (SPEC section 7): every order event reads the desk again; a new
 * order and a completed payment are toasted. Other messages are not its business.
 */
export function handleDeskLiveMessage(message: ServerMessage, queryClient: QueryClient): void {
  switch (message.type) {
    case 'order_created': {
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.orders });
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.desk });
      const { customerName, total } = message.data;
      toast({
        title: 'New Order in System',
        description: `Order from ${customerName} for ${formatPrice(total)}`,
      });
      return;
    }
    case 'payment_completed': {
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.orders });
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.desk });
      const { orderId, amount } = message.data;
      toast({ title: 'Payment Completed', description: `Order #${orderId} paid: ${formatPrice(amount)}` });
      return;
    }
    case 'order_updated':
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.orders });
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.desk });
      return;
    default:
      return;
  }
}
