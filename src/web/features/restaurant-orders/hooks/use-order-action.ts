import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  RestaurantOrder,
  RestaurantOrderFilter,
  RestaurantOrderPage,
} from '#domain/restaurant-orders/responses.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { isApiError, serverMessage } from '#web/lib/api-client.ts';
import { useOnUnauthorized } from '#web/lib/partner-session.tsx';
import { boardKeys } from '../api/query-keys';
import { applyOrderToPage } from '../order-cache';

/**
 * One kitchen action on one order card. The answer moves the card between the cached tabs at once;
 * the tabs and the stat cards are then read again. A 409 means the order moved meanwhile (another
 * tablet, the admin): its message is shown and the board refetched, so it shows the truth.
 */
export function useOrderAction<Variables>(
  run: (variables: Variables) => Promise<RestaurantOrder>,
  failureTitle: string,
) {
  const queryClient = useQueryClient();
  const onUnauthorized = useOnUnauthorized();
  return useMutation({
    mutationFn: run,
    onSuccess: (order) => {
      for (const [queryKey] of queryClient.getQueriesData<RestaurantOrderPage>({
        queryKey: boardKeys.orders,
      })) {
        const filter = (queryKey[1] as { filter?: RestaurantOrderFilter } | undefined)?.filter;
        if (!filter) continue;
        queryClient.setQueryData<RestaurantOrderPage>(queryKey, (page) =>
          page ? applyOrderToPage(page, filter, order) : page,
        );
      }
    },
    onError: (error) => {
      if (isApiError(error, 401)) {
        onUnauthorized();
        return;
      }
      toast({
        title: failureTitle,
        description: serverMessage(error, error instanceof Error ? error.message : String(error)),
        variant: 'destructive',
      });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: boardKeys.orders }),
        queryClient.invalidateQueries({ queryKey: boardKeys.stats }),
      ]),
  });
}
