import type { QueryClient } from '@tanstack/react-query';
import type { ServerMessage } from '#domain/shared/live-messages.ts';
import { handleDeskLiveMessage } from '#web/features/admin-orders/desk-live.ts';
import { handleCashLiveMessage } from '#web/features/finance/cash-live.ts';
import { handleApprovalLiveMessage } from '#web/features/partners/approval-live.ts';

/**
 * What the admin panel does with each live message (SPEC section 7): each of its sections
 * (approvals, the order desk, the drivers' cash) refreshes its lists and toasts what it announces.
 * Driver positions matter to the tracking map only.
 */
export function handleAdminLiveMessage(message: ServerMessage, queryClient: QueryClient): void {
  handleApprovalLiveMessage(message, queryClient);
  handleDeskLiveMessage(message, queryClient);
  handleCashLiveMessage(message, queryClient);
}
