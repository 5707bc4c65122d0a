import type { QueryClient } from '@tanstack/react-query';
import type { ServerMessage } from '#domain/shared/live-messages.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { adminKeys } from '#web/features/admin/api/query-keys.ts';
import { consumeOwnApproval } from '#web/features/admin/own-approvals.ts';
import { formatPrice } from '#web/lib/format.ts';

/** What the admin panel does with each live message (SPEC section 7): refresh lists, toast. */
export function handleAdminLiveMessage(message: ServerMessage, queryClient: QueryClient): void {
  switch (message.type) {
    case 'restaurant_approved': {
      void queryClient.invalidateQueries({ queryKey: adminKeys.restaurants });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog });
      if (!consumeOwnApproval('restaurant', message.data.name)) {
        toast({ title: 'Restaurant Approved', description: `${message.data.name} is now active` });
      }
      return;
    }
    case 'driver_approved': {
      void queryClient.invalidateQueries({ queryKey: adminKeys.drivers });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog });
      if (!consumeOwnApproval('driver', message.data.name)) {
        toast({ title: 'Driver Approved', description: `${message.data.name} is now active` });
      }
      return;
    }
    case 'order_created': {
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders });
      void queryClient.invalidateQueries({ queryKey: adminKeys.desk });
      const { customerName, total } = message.data;
      toast({
        title: 'New Order in System',
        description: `Order from ${customerName} for ${formatPrice(total)}`,
      });
      return;
    }
    case 'payment_completed': {
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders });
      void queryClient.invalidateQueries({ queryKey: adminKeys.desk });
      const { orderId, amount } = message.data;
      toast({ title: 'Payment Completed', description: `Order #${orderId} paid: ${formatPrice(amount)}` });
      return;
    }
    case 'order_updated':
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders });
      void queryClient.invalidateQueries({ queryKey: adminKeys.desk });
      // Only a delivery writes cash entries (a delivered order cannot be cancelled); an event
      // without its status is read as one that might be.
      if (message.data.status === undefined || message.data.status === 'delivered') {
        void queryClient.invalidateQueries({ queryKey: adminKeys.cash });
      }
      return;
    case 'cash_updated':
      // Another admin recorded a settlement.
      void queryClient.invalidateQueries({ queryKey: adminKeys.cash });
      return;
    case 'driver_location_update':
      // Positions matter to the tracking map only.
      return;
  }
}
