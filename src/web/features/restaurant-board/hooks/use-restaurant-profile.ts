import { useEffect } from 'react';
import { isApiError } from '#web/lib/api-client.ts';
import { useRestaurantProfileQuery } from '../api/get-restaurant-profile';

/** The signed-in restaurant's profile; a 401 (session ended elsewhere) calls onUnauthorized. */
export function useRestaurantProfile(onUnauthorized: () => void) {
  const query = useRestaurantProfileQuery();
  const unauthorized = isApiError(query.error, 401);
  useEffect(() => {
    if (unauthorized) onUnauthorized();
  }, [unauthorized, onUnauthorized]);
  const restaurant = query.data?.type === 'restaurant' ? query.data : null;
  return { query, restaurant };
}
