import type {
  RestaurantOrder,
  RestaurantOrderFilter,
  RestaurantOrderPage,
} from '#domain/restaurant-orders/responses.ts';
import { usePartnerAction } from '#web/lib/use-partner-action.ts';
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
  return usePartnerAction({
    run,
    failureTitle,
    onSuccess: (order, queryClient) => {
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
    refresh: [boardKeys.orders, boardKeys.stats],
  });
}
