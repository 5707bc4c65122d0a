import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { phoneOrderSchema } from '#domain/tracking/responses.ts';
import { getQueryFn } from '#web/lib/api-client.ts';
import { trackingKeys } from './query-keys';

/**
 * GET /api/orders/customer/{phone}: the orders of one phone number, newest first, in the phone view
 * (item count, masked address, no name, dishes or positions: DESIGN section 5).
 */
export const customerOrdersQuery = (normalizedPhone: string) =>
  queryOptions({
    queryKey: trackingKeys.customerOrders(normalizedPhone),
    queryFn: getQueryFn({ schema: z.array(phoneOrderSchema) }),
  });

/**
 * The orders of the submitted phone. Nothing is requested until a phone is submitted (null until
 * then), as SPEC section 7 says.
 */
export function useCustomerOrders(normalizedPhone: string | null) {
  return useQuery({
    ...customerOrdersQuery(normalizedPhone ?? ''),
    enabled: normalizedPhone !== null,
  });
}
