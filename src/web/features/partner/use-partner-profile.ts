import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '../../lib/api-client';
import { partnerProfileQuery } from './api';

/** The signed-in partner's profile; a 401 (session ended elsewhere) calls onUnauthorized. */
export function usePartnerProfile(onUnauthorized: () => void) {
  const query = useQuery(partnerProfileQuery());
  const unauthorized = isApiError(query.error, 401);
  useEffect(() => {
    if (unauthorized) onUnauthorized();
  }, [unauthorized, onUnauthorized]);
  return query;
}
