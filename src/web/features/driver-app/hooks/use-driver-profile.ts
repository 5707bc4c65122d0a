import { useEffect } from 'react';
import { isApiError } from '#web/lib/api-client.ts';
import { useDriverProfileQuery } from '../api/get-driver-profile';

/** The signed-in driver's profile; a 401 (session ended elsewhere) calls onUnauthorized. */
export function useDriverProfile(onUnauthorized: () => void) {
  const query = useDriverProfileQuery();
  const unauthorized = isApiError(query.error, 401);
  useEffect(() => {
    if (unauthorized) onUnauthorized();
  }, [unauthorized, onUnauthorized]);
  const driver = query.data?.type === 'driver' ? query.data : null;
  return { query, driver };
}
