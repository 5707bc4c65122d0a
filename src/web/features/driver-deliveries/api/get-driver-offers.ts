import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { driverOfferSchema } from '#domain/driver-deliveries/responses.ts';
import { getQueryFn } from '#web/lib/api-client.ts';
import { driverKeys } from './query-keys';

/** GET /api/driver/offers: orders waiting for a driver, nearest first once a position is known ([] while offline). */
export const driverOffersQuery = () =>
  queryOptions({
    queryKey: driverKeys.offers,
    queryFn: getQueryFn({ schema: z.array(driverOfferSchema) }),
  });

/** Only read while online: an offline driver gets no offers, and the list says why instead. */
export function useDriverOffers(enabled: boolean) {
  return useQuery({ ...driverOffersQuery(), enabled });
}
