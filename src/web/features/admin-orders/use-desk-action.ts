import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDeskOrder, AdminDeskPage } from '#domain/admin-orders/responses.ts';
import { isApiError, serverMessage } from '#web/lib/api-client.ts';
import { adminOrderKeys } from './api/query-keys';
import { replaceDeskOrder } from './desk-cache';

/**
 * One admin action on one order (cancel, assign): the answer updates the row at once, then the desk
 * is read again. A 401/403 hands the screen back to the login form.
 */
export function useDeskAction<Variables>(
  run: (variables: Variables) => Promise<AdminDeskOrder>,
  onUnauthorized: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (order) => {
      queryClient.setQueriesData<InfiniteData<AdminDeskPage, number | null>>(
        { queryKey: adminOrderKeys.desk },
        (data) => replaceDeskOrder(data, order),
      );
    },
    onError: (error) => {
      if (isApiError(error, 401) || isApiError(error, 403)) onUnauthorized();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrderKeys.desk }),
  });
}

/**
 * What a failed action says in its dialog: the server's own message (a 409 says why: "The order is
 * already delivered"), else the fallback.
 */
export function deskActionMessage(error: unknown, fallback: string): string {
  return serverMessage(error, fallback);
}

/** What a desk dialog is given: the order it acts on, how to close, and where a 401/403 goes. */
export interface DeskDialogProps {
  order: AdminDeskOrder;
  onClose: () => void;
  onUnauthorized: () => void;
}

/** The failed action's message for its dialog, or null while it has not failed. */
export function deskActionFailure(action: { isError: boolean; error: unknown }, fallback: string) {
  return action.isError ? deskActionMessage(action.error, fallback) : null;
}
