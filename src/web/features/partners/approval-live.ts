import type { QueryClient } from '@tanstack/react-query';
import type { ServerMessage } from '#domain/shared/live-messages.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { partnerKeys } from './api/query-keys';
import { consumeOwnApproval } from './own-approvals';

/**
 * The admin panel's approval notices (SPEC section 7): an approval refreshes that partner list and
 * the activity log, and is toasted unless this panel made it. Other messages are not its business.
 */
export function handleApprovalLiveMessage(message: ServerMessage, queryClient: QueryClient): void {
  switch (message.type) {
    case 'restaurant_approved': {
      void queryClient.invalidateQueries({ queryKey: partnerKeys.restaurants });
      void queryClient.invalidateQueries({ queryKey: partnerKeys.auditLog });
      if (!consumeOwnApproval('restaurant', message.data.name)) {
        toast({ title: 'Restaurant Approved', description: `${message.data.name} is now active` });
      }
      return;
    }
    case 'driver_approved': {
      void queryClient.invalidateQueries({ queryKey: partnerKeys.drivers });
      void queryClient.invalidateQueries({ queryKey: partnerKeys.auditLog });
      if (!consumeOwnApproval('driver', message.data.name)) {
        toast({ title: 'Driver Approved', description: `${message.data.name} is now active` });
      }
      return;
    }
    default:
      return;
  }
}
