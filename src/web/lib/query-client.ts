import { QueryClient } from '@tanstack/react-query';
import { DATA_STALE_TIME_MS } from '../../domain/constants';
import { getQueryFn } from './api-client';

/** SPEC section 7: data stays fresh 5 minutes; no interval or focus refetch; no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn(),
        staleTime: DATA_STALE_TIME_MS,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
