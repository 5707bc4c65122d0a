import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { adminOrderKeys } from '#web/features/admin-orders/api/query-keys.ts';
import { useAdminDrivers } from '#web/features/partners/api/get-admin-drivers.ts';
import { useAdminRestaurants } from '#web/features/partners/api/get-admin-restaurants.ts';
import { useAuditLog } from '#web/features/partners/api/get-audit-log.ts';
import { partnerKeys } from '#web/features/partners/api/query-keys.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { ADMIN_DRIVER_FORCED_REFRESH_MS } from '#web/lib/ui-timings.ts';

/** Refresh Data: every list the panel shows. */
export function refreshAdminData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [partnerKeys.restaurants, partnerKeys.drivers, partnerKeys.auditLog, adminOrderKeys.desk].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/**
 * The panel's three lists. A 401 (session gone) or 403 (another role) from any of them hands the
 * screen back to the login form.
 */
export function useAdminData(onUnauthorized: () => void) {
  const queryClient = useQueryClient();
  const restaurants = useAdminRestaurants();
  const drivers = useAdminDrivers();
  const auditLog = useAuditLog();

  const denied = [restaurants.error, drivers.error, auditLog.error].some(
    (error) => isApiError(error, 401) || isApiError(error, 403),
  );
  useEffect(() => {
    if (denied) onUnauthorized();
  }, [denied, onUnauthorized]);

  // SPEC section 7: once, shortly after the panel opens, the driver list is dropped from the cache
  // and loaded afresh, so an application submitted a moment ago is never hidden by a cached list.
  const refetchDrivers = useRef(drivers.refetch);
  refetchDrivers.current = drivers.refetch;
  useEffect(() => {
    const timer = setTimeout(() => {
      queryClient.removeQueries({ queryKey: partnerKeys.drivers, exact: true });
      void refetchDrivers.current();
    }, ADMIN_DRIVER_FORCED_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [queryClient]);

  return { restaurants, drivers, auditLog };
}
