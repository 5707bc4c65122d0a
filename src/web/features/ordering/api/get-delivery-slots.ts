import { useQuery } from '@tanstack/react-query';
import { deliverySlotsSchema } from '#domain/ordering/responses.ts';
import { getQueryFn } from '#web/lib/api-client.ts';

/**
 * Under the restaurant's key, so whatever reads the restaurant again (a refused order, a live
 * change of its hours) reads its times again too. Doubles as the URL:
 * ['/api/restaurants', 7, 'delivery-slots'] GETs /api/restaurants/7/delivery-slots.
 */
export const deliverySlotsKey = (restaurantId: number) =>
  ['/api/restaurants', restaurantId, 'delivery-slots'] as const;

/** The earliest time moves on every quarter hour: read again after a minute rather than five. */
const SLOTS_STALE_MS = 60_000;

/**
 * GET /api/restaurants/{id}/delivery-slots: the times an order for later may be placed for (ISO,
 * earliest first) and the restaurant's zone they are read in.
 */
export function useDeliverySlots(restaurantId: number | undefined) {
  return useQuery({
    queryKey: deliverySlotsKey(restaurantId ?? 0),
    queryFn: getQueryFn({ schema: deliverySlotsSchema }),
    enabled: restaurantId !== undefined,
    staleTime: SLOTS_STALE_MS,
  });
}
