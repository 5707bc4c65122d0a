import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { trackedOrderSchema } from '#domain/tracking/responses.ts';
import { getQueryFn } from '#web/lib/api-client.ts';
import { trackingKeys } from './query-keys';

/**
 * GET /api/orders/track/{token}: the full view of one order for the holder of its tracking token
 * (items, street address, positions, delivery code). 404 for a token no order has.
 */
export const trackedOrderQuery = (trackingToken: string) =>
  queryOptions({
    queryKey: trackingKeys.trackedOrder(trackingToken),
    queryFn: getQueryFn({ schema: trackedOrderSchema }),
  });

export function useTrackedOrder(trackingToken: string | null) {
  return useQuery({ ...trackedOrderQuery(trackingToken ?? ''), enabled: trackingToken !== null });
}

/** The full views of several held orders at once (a phone look-up's orders this device placed). */
export function useTrackedOrders(trackingTokens: readonly string[]) {
  return useQueries({ queries: trackingTokens.map((token) => trackedOrderQuery(token)) });
}
