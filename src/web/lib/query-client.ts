import { QueryClient } from '@tanstack/react-query';
import { DATA_STALE_TIME_MS } from './ui-timings';

/**
 * SPEC section 7: data stays fresh 5 minutes; no interval or focus refetch; no retries.
 * There is no default query function: every query brings its endpoint's fetcher and schema.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
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
