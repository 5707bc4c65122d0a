import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { assignableDriverSchema } from '#domain/admin-orders/responses.ts';
import { getQueryFn } from '#web/lib/api-client.ts';
import { adminOrderKeys } from './query-keys';

/** GET /api/admin/available-drivers: approved drivers online now; `busy` ones carry an order. */
export const availableDriversQuery = () =>
  queryOptions({
    queryKey: adminOrderKeys.availableDrivers,
    queryFn: getQueryFn({ schema: z.array(assignableDriverSchema) }),
    // Who is online changes by the minute: read afresh each time the dialog opens.
    staleTime: 0,
  });

export function useAvailableDrivers(enabled: boolean) {
  return useQuery({ ...availableDriversQuery(), enabled });
}
