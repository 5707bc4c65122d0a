import { useEffect } from 'react';
import { isApiError } from '#web/lib/api-client.ts';
import { usePartnerProfileQuery } from './api/get-partner-profile';

/** The signed-in partner's profile; a 401 (session ended elsewhere) calls onUnauthorized. */
export function usePartnerProfile(onUnauthorized: () => void) {
  const query = usePartnerProfileQuery();
  const unauthorized = isApiError(query.error, 401);
  useEffect(() => {
    if (unauthorized) onUnauthorized();
  }, [unauthorized, onUnauthorized]);
  return query;
}

/** The profile as the restaurant board reads it: `restaurant` is null unless a restaurant is signed in. */
export function useRestaurantProfile(onUnauthorized: () => void) {
  const query = usePartnerProfile(onUnauthorized);
  const restaurant = query.data?.type === 'restaurant' ? query.data : null;
  return { query, restaurant };
}

/** The profile as the driver dashboard reads it: `driver` is null unless a driver is signed in. */
export function useDriverProfile(onUnauthorized: () => void) {
  const query = usePartnerProfile(onUnauthorized);
  const driver = query.data?.type === 'driver' ? query.data : null;
  return { query, driver };
}
