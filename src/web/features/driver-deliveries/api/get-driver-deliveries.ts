import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  type DeliveryScope,
  type DriverDeliveryPage,
  driverDeliveryPageSchema,
} from '#domain/driver-deliveries/responses.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { driverKeys } from './query-keys';

/** GET /api/driver/deliveries?scope=&before=: one page of the driver's deliveries, newest first. */
export function getDriverDeliveries(
  scope: DeliveryScope,
  before: number | null,
  signal?: AbortSignal,
): Promise<DriverDeliveryPage> {
  const params = new URLSearchParams({ scope });
  if (before !== null) params.set('before', String(before));
  return apiGet(`/api/driver/deliveries?${params}`, driverDeliveryPageSchema, signal);
}

/** What the driver holds now: claimed, picked up or on the way. */
export const activeDeliveriesQuery = () =>
  queryOptions({
    queryKey: driverKeys.deliveriesIn('active'),
    queryFn: ({ signal }) => getDriverDeliveries('active', null, signal),
  });

export function useActiveDeliveries() {
  return useQuery(activeDeliveriesQuery());
}

/** Delivered and cancelled orders, page by page ("Load more" passes nextBefore). */
export const deliveryHistoryQuery = () =>
  infiniteQueryOptions({
    queryKey: driverKeys.deliveriesIn('history'),
    queryFn: ({ pageParam, signal }) => getDriverDeliveries('history', pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page: DriverDeliveryPage) => page.nextBefore ?? undefined,
  });

export function useDeliveryHistory() {
  return useInfiniteQuery(deliveryHistoryQuery());
}
