import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerOrder } from '../../../domain/customer-order';
import { getQueryFn } from '../../lib/api-client';

// GET /api/orders/customer/{phone}: the orders of one phone number, newest first. The key holds the
// normalised phone, so "+1 416-555-0101" and "14165550101" share one cache entry, and the live
// channel can refresh exactly that entry.

export const trackingKeys = {
  all: ['/api/orders/customer'] as const,
  customerOrders: (normalizedPhone: string) => ['/api/orders/customer', normalizedPhone] as const,
};

export const customerOrdersQuery = (normalizedPhone: string) =>
  queryOptions({
    queryKey: trackingKeys.customerOrders(normalizedPhone),
    queryFn: getQueryFn<CustomerOrder[]>(),
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
