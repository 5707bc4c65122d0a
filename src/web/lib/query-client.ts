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
        // An action is sent now or not at all. The default ('online') pauses a mutation while the
        // browser is offline and fires it by itself on reconnect: an order accepted or marked
        // ready minutes after the tap, by nobody watching. Screens disable such actions offline
        // instead (lib/offline/needs-connection.tsx); one raced past that fails and says so.
        networkMode: 'always',
      },
    },
  });
}
