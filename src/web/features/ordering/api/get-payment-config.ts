import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentConfigSchema } from '#domain/payments/card-payments.ts';
import { getQueryFn } from '#web/lib/api-client.ts';
import { orderingKeys } from './query-keys';

/** GET /api/payments/config: which card provider is active; it does not change while the server runs. */
export const paymentConfigQuery = () =>
  queryOptions({
    queryKey: orderingKeys.paymentConfig,
    queryFn: getQueryFn({ schema: paymentConfigSchema }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePaymentConfig() {
  return useQuery(paymentConfigQuery());
}
