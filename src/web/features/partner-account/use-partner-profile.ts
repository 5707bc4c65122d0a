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
