import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { DEFAULT_COUNTRY_CODE } from '#domain/countries/country-list.ts';
import { phoneOrderSchema } from '#domain/tracking/responses.ts';
import { apiGet, urlFromQueryKey } from '#web/lib/api-client.ts';
import { trackingKeys } from './query-keys';

const phoneOrdersSchema = z.array(phoneOrderSchema);

/** The look-up's URL: the phone (E.164) and the country the customer selected it in. */
export function customerOrdersUrl(e164: string, country: string = DEFAULT_COUNTRY_CODE): string {
  return `${urlFromQueryKey(trackingKeys.customerOrders(e164))}?${new URLSearchParams({ country })}`;
}

/**
 * GET /api/orders/customer/{phone}?country=: the orders of one phone number, newest first, in the
 * phone view (item count, masked address, no name, dishes or positions: DESIGN section 5).
 */
export const customerOrdersQuery = (e164: string, country: string = DEFAULT_COUNTRY_CODE) =>
  queryOptions({
    queryKey: trackingKeys.customerOrders(e164),
    queryFn: ({ signal }) => apiGet(customerOrdersUrl(e164, country), phoneOrdersSchema, signal),
  });

/**
 * The orders of the submitted phone (E.164). Nothing is requested until a phone is submitted (null
 * until then), as SPEC section 7 says.
 */
export function useCustomerOrders(e164: string | null, country: string = DEFAULT_COUNTRY_CODE) {
  return useQuery({
    ...customerOrdersQuery(e164 ?? '', country),
    enabled: e164 !== null,
  });
}
