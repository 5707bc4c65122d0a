import type { QueryClient } from '@tanstack/react-query';
import type { ServerMessage } from '#domain/shared/live-messages.ts';
import { financeKeys } from './api/query-keys';

/** The Cash tab's live updates: the drivers' cash is read again when it may have changed. */
export function handleCashLiveMessage(message: ServerMessage, queryClient: QueryClient): void {
  switch (message.type) {
    case 'order_updated':
      // Only a delivery writes cash entries (a delivered order cannot be cancelled); an event
      // without its status is read as one that might be.
      if (message.data.status === undefined || message.data.status === 'delivered') {
        void queryClient.invalidateQueries({ queryKey: financeKeys.cash });
      }
      return;
    case 'cash_updated':
      // Another admin recorded a settlement.
      void queryClient.invalidateQueries({ queryKey: financeKeys.cash });
      return;
    default:
      return;
  }
}
