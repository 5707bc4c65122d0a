import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { type AdminDriver, adminDriverSchema } from '#domain/partners/responses.ts';
import { getQueryFn } from '#web/lib/api-client.ts';
import { ADMIN_DRIVER_POLL_MS } from '#web/lib/ui-timings.ts';
import { partnerKeys } from './query-keys';

/**
 * GET /api/admin/drivers. SPEC section 7: the driver list alone is polled every 5 s and refetched
 * on window focus, so new applications show up while the panel stays open; every other query keeps
 * the app-wide defaults.
 */
export const adminDriversQuery = () =>
  queryOptions({
    queryKey: partnerKeys.drivers,
    queryFn: getQueryFn<AdminDriver[]>({ schema: z.array(adminDriverSchema) }),
    refetchInterval: ADMIN_DRIVER_POLL_MS,
    refetchOnWindowFocus: true,
    // The one forced refresh clears the cache; keep showing the rows while they reload.
    placeholderData: (previous) => previous,
  });

export function useAdminDrivers() {
  return useQuery(adminDriversQuery());
}
